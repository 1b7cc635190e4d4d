import { SimplePage } from '../components/simple-page';

export default function ContactPage() {
  return (
    <SimplePage
      title="Contact Us | BrajCode Technologies"
      heading="Contact Us"
      description="Contact Us at BrajCode Technologies, Agra and Bangalore."
      path="/contact"
    >
      <p>This page is in preparation.</p>
    </SimplePage>
  );
}
