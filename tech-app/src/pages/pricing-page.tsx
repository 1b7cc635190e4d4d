import { InPreparationPage } from '../components/in-preparation-page';

export default function PricingPage() {
  return <InPreparationPage title="Pricing" />;
}
