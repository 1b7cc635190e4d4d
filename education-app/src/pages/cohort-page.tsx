import { InPreparationPage } from '../components/in-preparation-page';

export default function CohortPage() {
  return <InPreparationPage title="Internships" />;
}
