import { InPreparationPage } from '../components/in-preparation-page';

export default function CareersPage() {
  return <InPreparationPage title="Careers" />;
}
