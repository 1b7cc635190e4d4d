import '../remote.css';
import { PageMeta, brand, lazyModule, pathTo, type PageHead } from '@site/shared';
import { HeldSection } from '@site/shared/ui/held-section';
import { PageIntro } from '@site/shared/ui/page-intro';
import { PricingPlansTabs } from '../pricing/pricing-plans-tabs';
import { heldPartCode } from '../held-part-code';
import { pricingProductGroupJsonLd } from '../seo/pricing-json-ld';

const PricingQuestions = lazyModule(heldPartCode['pricing:faq']).component('PricingQuestions');

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
      {/* Under the plans: their code loads when wanted, or at once for a question's deep link. */}
      <HeldSection name="pricing:faq" hydrateForAddressHash>
        <PricingQuestions />
      </HeldSection>
    </>
  );
}
