import '../remote.css';
import { Link } from 'react-router-dom';
import { Button, PageHeading } from '@site/shared';

/** An honest page for a route whose content has not shipped yet. */
export function InPreparationPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <PageHeading>{title}</PageHeading>
      <p className="mt-4 text-muted-foreground">This page is in preparation.</p>
      <Button asChild className="mt-6">
        <Link to="/contact">Contact us</Link>
      </Button>
    </section>
  );
}
