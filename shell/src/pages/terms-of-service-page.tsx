import { SimplePage } from '../components/simple-page';

export default function TermsOfServicePage() {
  return (
    <SimplePage
      title="Terms of Service | BrajCode Technologies"
      heading="Terms of Service"
      description="Terms of Service at BrajCode Technologies, Agra and Bangalore."
      path="/terms-of-service"
    >
      <p>This page is in preparation.</p>
    </SimplePage>
  );
}
