import { LegalPage } from '../legal/legal-page';
import { privacyPolicy } from '../legal/data/privacy-policy';

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
