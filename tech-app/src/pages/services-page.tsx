import '../remote.css';
import { PageMeta, brand, localBusinessJsonLd, pathTo, type PageHead } from '@site/shared';
import { PageIntro } from '@site/shared/ui/page-intro';
import { ServiceGrid } from '../components/service-grid';
import { services } from '../data/services';

export function head(): PageHead {
  return {
    title: `IT Services in Agra | Web, App, AI, Cloud & SEO | ${brand.name}`,
    description:
      'Web development from ₹9,999, app development, AI/ML, cloud, SEO, cybersecurity, UI/UX design and digital marketing for businesses in Agra, Bangalore and across India.',
    path: pathTo('services'),
    keywords: [
      'web development Agra',
      'app development Agra',
      'SEO services Agra',
      'IT company Agra',
      'cloud services India',
    ],
    jsonLd: [localBusinessJsonLd()],
  };
}

export default function ServicesPage() {
  return (
    <>
      <PageMeta head={head()} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <PageIntro
          eyebrow="Our services"
          title="IT services that grow your business"
          className="mb-10 max-w-3xl"
        >
          Eight services, one accountable team in Agra and Bangalore. Every project comes with a
          fixed starting price, a named project lead and support after launch.
        </PageIntro>
        <h2 className="sr-only">All eight services</h2>
        <ServiceGrid services={services} />
      </section>
    </>
  );
}
