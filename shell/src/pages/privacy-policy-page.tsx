import { SimplePage } from '../components/simple-page';

export default function PrivacyPolicyPage() {
  return (
    <SimplePage
      title="Privacy Policy | BrajCode Technologies"
      heading="Privacy Policy"
      description="Privacy Policy at BrajCode Technologies, Agra and Bangalore."
      path="/privacy-policy"
    >
      <p>This page is in preparation.</p>
    </SimplePage>
  );
}
