import '../remote.css';
import { useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@site/shared';
import { services } from '../data/services';
import { ServiceGrid } from './service-grid';

/** Spec: 4 of the 8 services at first; "Explore More Services" reveals all and disappears. */
export const SERVICES_SHOWN_INITIALLY = 4;

export default function ServicesTeaser() {
  const [showAll, setShowAll] = useState(false);
  const grid = useRef<HTMLUListElement>(null);
  const visible = showAll ? services : services.slice(0, SERVICES_SHOWN_INITIALLY);

  function revealAll(event: MouseEvent<HTMLButtonElement>) {
    const buttonHadFocus = document.activeElement === event.currentTarget;
    flushSync(() => setShowAll(true));
    // The button is gone; the focus it had moves on to the first card it revealed.
    if (buttonHadFocus) {
      grid.current?.children[SERVICES_SHOWN_INITIALLY]?.querySelector('a')?.focus();
    }
  }

  return (
    <section
      aria-labelledby="services-teaser-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-10 text-center">
        <h2 id="services-teaser-heading" className="text-3xl font-bold tracking-tight">
          Our IT Services
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          From your first website to AI automation, one team builds, launches and supports it.
        </p>
      </div>
      <ServiceGrid services={visible} listRef={grid} />
      {showAll ? null : (
        <div className="mt-10 text-center">
          <Button size="lg" onClick={revealAll}>
            Explore More Services
          </Button>
        </div>
      )}
    </section>
  );
}
