import { SimplePage } from '../components/simple-page';

export default function AboutPage() {
  return (
    <SimplePage
      title="About BrajCode | BrajCode Technologies"
      heading="About BrajCode"
      description="About BrajCode at BrajCode Technologies, Agra and Bangalore."
      path="/about"
    >
      <p>This page is in preparation.</p>
    </SimplePage>
  );
}
