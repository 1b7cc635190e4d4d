import { InPreparationPage } from '../components/in-preparation-page';

export default function PortfolioPage() {
  return <InPreparationPage title="Portfolio" />;
}
