import { LegalPage, legalPageHead } from '../legal/legal-page';
import { termsOfService } from '../legal/data/terms-of-service';

export function head() {
  return legalPageHead(termsOfService);
}

export default function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}
