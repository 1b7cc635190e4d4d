import { LegalPage } from '../legal/legal-page';
import { refundPolicy } from '../legal/data/refund-policy';

export default function RefundPolicyPage() {
  return <LegalPage document={refundPolicy} />;
}
