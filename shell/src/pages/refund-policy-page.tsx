import { SimplePage } from '../components/simple-page';

export default function RefundPolicyPage() {
  return (
    <SimplePage
      title="Refund Policy | BrajCode Technologies"
      heading="Refund Policy"
      description="Refund Policy at BrajCode Technologies, Agra and Bangalore."
      path="/refund-policy"
    >
      <p>This page is in preparation.</p>
    </SimplePage>
  );
}
