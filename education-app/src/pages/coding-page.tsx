import { InPreparationPage } from '../components/in-preparation-page';

export default function CodingPage() {
  return <InPreparationPage title="Coding" />;
}
