import '../remote.css';
import type { LocalBusiness } from 'schema-dts';
import { JsonLd, PageHeading, PageMeta, brand, localBusinessJsonLd } from '@site/shared';
import { ServiceGrid } from '../components/service-grid';
import { services } from '../data/services';

export default function ServicesPage() {
  return (
    <>
      <PageMeta
        title={`IT Services in Agra | Web, App, AI, Cloud & SEO | ${brand.name}`}
        description="Web development from ₹9,999, app development, AI/ML, cloud, SEO, cybersecurity, UI/UX design and digital marketing for businesses in Agra, Bangalore and across India."
        path="/services"
        keywords={[
          'web development Agra',
          'app development Agra',
          'SEO services Agra',
          'IT company Agra',
          'cloud services India',
        ]}
      />
      <JsonLd<LocalBusiness> data={localBusinessJsonLd()} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="mb-10 max-w-3xl">
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary">
            Our services
          </p>
          <PageHeading>IT services that grow your business</PageHeading>
          <p className="mt-4 text-lg text-muted-foreground">
            Eight services, one accountable team in Agra and Bangalore. Every project comes with a
            fixed starting price, a named project lead and support after launch.
          </p>
        </div>
        <h2 className="sr-only">All eight services</h2>
        <ServiceGrid services={services} />
      </section>
    </>
  );
}
