import '../remote.css';
import { memo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LivePart, PageMeta, brand, lazyModule, pathTo, type PageHead } from '@site/shared';
import { CodeLoadFailure } from '@site/shared/ui/load-failure';
import { PageIntro } from '@site/shared/ui/page-intro';
import { PricingPlansTabs } from '../pricing/pricing-plans-tabs';
import { pricingProductGroupJsonLd } from '../seo/pricing-json-ld';

const PricingQuestions = lazyModule(() => import('../pricing/pricing-questions')).component(
  'PricingQuestions',
);

export function head(): PageHead {
  return {
    title: `Pricing | Website, App, SEO & Cloud Plans from ₹4,999 | ${brand.name}`,
    description:
      'Clear starting prices in INR: CMS websites from ₹9,999, e-commerce stores and apps from ₹14,999, SEO from ₹4,999 a month and cloud set-up from ₹19,999.',
    path: pathTo('pricing'),
    keywords: [
      'website price Agra',
      'web development cost India',
      'app development price',
      'SEO packages Agra',
      'cloud migration cost',
    ],
    jsonLd: [pricingProductGroupJsonLd()],
  };
}

/**
 * The pricing questions, under the plans: their code loads when they come on screen or the
 * visitor acts on them, or at once when the address has a hash (a question's deep link).
 * Memoised, so nothing the page renders again reaches the part while it is still server HTML
 * (React would render it afresh, empty until its code arrives).
 */
const PricingFaqPart = memo(function PricingFaqPart() {
  return (
    <LivePart name="pricing:faq" hydrate="when-wanted" hydrateForAddressHash>
      <ErrorBoundary fallback={<CodeLoadFailure variant="fragment" />}>
        <PricingQuestions />
      </ErrorBoundary>
    </LivePart>
  );
});

export default function PricingPage() {
  return (
    <>
      <PageMeta head={head()} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <PageIntro
          eyebrow="Pricing"
          title="Pricing Plans"
          className="mx-auto mb-10 max-w-3xl text-center"
        >
          Every plan has a clear starting price and a fixed quote before work begins. Pick a
          service, compare its plans and press Get Started to tell us about your project.
        </PageIntro>
        <PricingPlansTabs />
      </section>
      <PricingFaqPart />
    </>
  );
}
