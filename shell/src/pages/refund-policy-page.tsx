import { LegalPage, legalPageHead } from '../legal/legal-page';
import { refundPolicy } from '../legal/data/refund-policy';

export function head() {
  return legalPageHead(refundPolicy);
}

export default function RefundPolicyPage() {
  return <LegalPage document={refundPolicy} />;
}
