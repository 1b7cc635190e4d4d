import '../remote.css';
export default function PricingSection() {
  return null;
}
