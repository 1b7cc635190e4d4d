import { LegalPage } from '../legal/legal-page';
import { termsOfService } from '../legal/data/terms-of-service';

export default function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}
