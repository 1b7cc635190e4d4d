import { useLocation, useSearchParams } from 'react-router-dom';
import {
  Card,
  PageHeading,
  PageMeta,
  brand,
  lazyModule,
  localBusinessJsonLd,
  pathTo,
  useSiteMode,
  type PageHead,
} from '@site/shared';
import { HeldSection } from '@site/shared/ui/held-section';
import { ContactDetails } from '../contact/contact-details';
import { courseIdFromState } from '../contact/enquiry-subject';
import { OfficeMap } from '../contact/office-map';
import { PrefilledContactForm } from '../contact/prefilled-contact-form';
import { heldPartCode } from '../held-part-code';

const ModeFaqSection = lazyModule(heldPartCode['contact:faq']).component('ModeFaqSection');

export function head(): PageHead {
  return {
    title: `Contact Us | ${brand.name}, Agra and Bangalore`,
    description: `Talk to ${brand.name} about a website, app, SEO or a coding course. Call ${brand.phone} (${brand.hours}) or send a message; we reply within 24 hours.`,
    path: pathTo('contact'),
    keywords: [
      'contact BrajCode',
      'IT company Agra',
      'website development quote Agra',
      'coding classes Agra',
      'software company Bangalore',
    ],
    jsonLd: [localBusinessJsonLd()],
  };
}

export default function ContactPage() {
  const mode = useSiteMode();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const planId = searchParams.get('plan') ?? undefined;
  const courseId = courseIdFromState(location.state);

  return (
    <>
      <PageMeta head={head()} />
      <section className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
        <PageHeading>Contact Us</PageHeading>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Planning a website, an app or a marketing push, or choosing your first coding course? Tell
          us what you have in mind and the right person from our Agra or Bangalore team will get
          back to you.
        </p>
        {/* The form and the details side by side, about as tall as each other, and the map
            across the whole width below them. */}
        <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <Card className="p-6" data-testid="contact-form-card">
            <h2 className="mb-6 text-xl font-semibold">Send us a message</h2>
            <PrefilledContactForm planId={planId} courseId={courseId} />
          </Card>
          <ContactDetails />
          <div className="lg:col-span-2">
            <OfficeMap />
          </div>
        </div>
      </section>
      {/* A long way down on a phone: its code loads when wanted. A mode switch renders it afresh
          in the new mode, as home's sections that follow the mode. */}
      <HeldSection name="contact:faq" hydrateForAddressHash>
        <ModeFaqSection mode={mode} idPrefix="contact-faq" />
      </HeldSection>
    </>
  );
}
