import '../remote.css';
import { Link, useParams } from 'react-router-dom';
import type { BreadcrumbList, FAQPage, Service as ServiceThing } from 'schema-dts';
import { Button, JsonLd, PageMeta, brand } from '@site/shared';
import { NotFoundPanel } from '../components/not-found-panel';
import { ServiceDetail } from '../components/service-detail';
import { serviceFaqs } from '../data/service-faqs';
import { findService } from '../data/services';
import { faqPageJsonLd, serviceBreadcrumbJsonLd, serviceJsonLd } from '../seo/service-json-ld';

export default function ServiceDetailPage() {
  const { id } = useParams();
  const service = findService(id);

  if (!service) {
    return (
      <>
        <PageMeta
          title={`Service Not Found | ${brand.name}`}
          description="The service you are looking for does not exist. Browse all our IT services or contact us."
          path={`/services/${id ?? ''}`}
          robots="noindex"
        />
        <NotFoundPanel
          heading="Service Not Found"
          message="We couldn't find that service. It may have been renamed, or the link may be mistyped."
        >
          <Button asChild>
            <Link to="/services">View All Services</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </NotFoundPanel>
      </>
    );
  }

  const faqs = serviceFaqs(service);
  return (
    <>
      <PageMeta
        title={`${service.title} in Agra, Uttar Pradesh | From ${service.price} | ${brand.name}`}
        description={`${service.description} Starting at ${service.price}.`}
        path={`/services/${service.id}`}
        keywords={[
          `${service.title} Agra`,
          `${service.title} Uttar Pradesh`,
          ...service.techStack.slice(0, 3),
        ]}
      />
      <JsonLd<ServiceThing> data={serviceJsonLd(service)} />
      <JsonLd<BreadcrumbList> data={serviceBreadcrumbJsonLd(service)} />
      <JsonLd<FAQPage> data={faqPageJsonLd(faqs)} />
      <ServiceDetail service={service} faqs={faqs} />
    </>
  );
}
