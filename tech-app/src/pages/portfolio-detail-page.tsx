import { InPreparationPage } from '../components/in-preparation-page';

export default function PortfolioDetailPage() {
  return <InPreparationPage title="Case study" />;
}
