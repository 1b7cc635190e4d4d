import '../remote.css';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Button, pathTo } from '@site/shared';
import { PricingPlansTabs } from '../pricing/pricing-plans-tabs';

/** The home page's pricing block: the same tabs and plans as /pricing, without the FAQ. */
export default function PricingSection() {
  return (
    <section
      aria-labelledby="pricing-section-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-8 text-center">
        <h2 id="pricing-section-heading" className="text-3xl font-bold tracking-tight">
          Simple, Transparent Pricing
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Websites from ₹9,999, apps and online stores from ₹14,999, SEO from ₹4,999. Fixed quotes,
          no surprises.
        </p>
      </div>
      <PricingPlansTabs />
      <div className="mt-8 text-center">
        {/* Wraps on a narrow phone instead of running past the screen's edge. */}
        <Button asChild variant="link" className="h-auto whitespace-normal">
          <Link to={pathTo('pricing')}>
            Compare all plans and pricing FAQs <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
