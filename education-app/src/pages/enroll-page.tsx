import { InPreparationPage } from '../components/in-preparation-page';

export default function EnrollPage() {
  return <InPreparationPage title="Enroll" />;
}
