import { LegalPage, legalPageHead } from '../legal/legal-page';
import { privacyPolicy } from '../legal/data/privacy-policy';

export function head() {
  return legalPageHead(privacyPolicy);
}

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
