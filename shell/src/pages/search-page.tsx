import { SimplePage } from '../components/simple-page';

export default function SearchPage() {
  return (
    <SimplePage
      title="Search | BrajCode Technologies"
      heading="Search"
      description="Search at BrajCode Technologies, Agra and Bangalore."
      path="/search"
    >
      <p>This page is in preparation.</p>
    </SimplePage>
  );
}
