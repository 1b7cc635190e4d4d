import { InPreparationPage } from '../components/in-preparation-page';

export default function ApplyInternshipPage() {
  return <InPreparationPage title="Apply for Internship" />;
}
