import { Link } from 'react-router-dom';
import { Button, type SiteMode } from '@site/shared';
import { CtaNewsletter } from '../../newsletter/cta-newsletter';
import { callToActionByMode } from '../data/call-to-action';

/** The closing call to action per audience, with the newsletter form. */
export function CallToActionSection({ mode }: { mode: SiteMode }) {
  const content = callToActionByMode[mode];
  return (
    <section
      aria-labelledby="call-to-action-heading"
      className="px-4 py-16 sm:px-6 lg:px-8"
      data-testid="home-cta"
    >
      <div className="mx-auto grid max-w-7xl gap-10 rounded-2xl bg-primary px-6 py-12 text-primary-foreground sm:px-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2
            id="call-to-action-heading"
            className="text-3xl font-bold tracking-tight text-balance"
          >
            {content.heading}
          </h2>
          <p className="mt-3 text-lg">{content.text}</p>
          {/* On the brand-coloured band the usual focus ring (of that colour) would not show. */}
          <div className="mt-8 flex flex-wrap gap-4 [&_a]:focus-visible:ring-primary-foreground [&_a]:focus-visible:ring-offset-primary">
            <Button asChild size="lg" variant="secondary">
              <Link to={content.primary.to}>{content.primary.label}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary"
            >
              <Link to={content.secondary.to}>{content.secondary.label}</Link>
            </Button>
          </div>
        </div>
        <div className="rounded-xl bg-background p-6 text-foreground shadow-lg">
          <h3 className="mb-3 text-xl font-semibold">Subscribe to our newsletter</h3>
          <CtaNewsletter />
        </div>
      </div>
    </section>
  );
}
