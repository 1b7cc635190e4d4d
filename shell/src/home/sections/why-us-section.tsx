import { SectionHeading } from '../../components/section-heading';
import { whyUsCards } from '../data/why-us-cards';
import { WhyUsCardItem } from './why-us-card';

export function WhyUsSection() {
  return (
    <section aria-labelledby="why-us-heading" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-us-heading"
          eyebrow="Why BrajCode"
          title="What Makes us Different"
          description="Hover over a card, or tap it, to see how we work and a fact or two about us."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyUsCards.map((card, index) => (
            <WhyUsCardItem key={card.id} card={card} position={index + 1} />
          ))}
        </ul>
      </div>
    </section>
  );
}
