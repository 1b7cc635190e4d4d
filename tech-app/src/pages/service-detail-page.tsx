import '../remote.css';
import { Link, useParams } from 'react-router-dom';
import { Button, PageMeta, brand, pathTo, type PageHead } from '@site/shared';
import { NotFoundPanel } from '../components/not-found-panel';
import { ServiceDetail } from '../components/service-detail';
import { serviceFaqs } from '../data/service-faqs';
import { findService, services } from '../data/services';
import { faqPageJsonLd, serviceBreadcrumbJsonLd, serviceJsonLd } from '../seo/service-json-ld';

/** The page at an address naming no service: the same wherever it answers, so no address. */
export function notFoundHead(): PageHead {
  return {
    title: `Service Not Found | ${brand.name}`,
    description:
      'The service you are looking for does not exist. Browse all our IT services or contact us.',
    robots: 'noindex',
  };
}

export function head({ id }: { id: string }): PageHead {
  const service = findService(id);
  if (!service) return notFoundHead();
  return {
    title: `${service.title} in Agra, Uttar Pradesh | From ${service.price} | ${brand.name}`,
    description: `${service.description} Starting at ${service.price}.`,
    path: pathTo('serviceDetail', { id: service.id }),
    keywords: [
      `${service.title} Agra`,
      `${service.title} Uttar Pradesh`,
      ...service.techStack.slice(0, 3),
    ],
    jsonLd: [
      serviceJsonLd(service),
      serviceBreadcrumbJsonLd(service),
      faqPageJsonLd(serviceFaqs(service)),
    ],
  };
}

/** Every service is prerendered. */
export function staticParams() {
  return services.map((service) => ({ id: service.id }));
}

export default function ServiceDetailPage() {
  const { id = '' } = useParams();
  const service = findService(id);

  if (!service) {
    return (
      <>
        <PageMeta head={head({ id })} />
        <NotFoundPanel
          heading="Service Not Found"
          message="We couldn't find that service. It may have been renamed, or the link may be mistyped."
        >
          <Button asChild>
            <Link to={pathTo('services')}>View All Services</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={pathTo('contact')}>Contact Us</Link>
          </Button>
        </NotFoundPanel>
      </>
    );
  }

  const faqs = serviceFaqs(service);
  return (
    <>
      <PageMeta head={head({ id })} />
      <ServiceDetail service={service} faqs={faqs} />
    </>
  );
}
