import { InPreparationPage } from '../components/in-preparation-page';

export default function ServiceDetailPage() {
  return <InPreparationPage title="Service details" />;
}
