import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, MessageSquare } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, PageHeading, pathTo } from '@site/shared';
import type { FaqItem } from '@site/shared';
import type { Service } from '../data/services';
import { CheckList } from './check-list';
import { ServiceFaqList } from './service-faq-list';
import { ServiceIllustration } from './service-illustration';
import { TagList } from './tag-list';

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-2xl font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Everything the page shows about one service (spec section 2, /services/{id}). */
export function ServiceDetail({ service, faqs }: { service: Service; faqs: readonly FaqItem[] }) {
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <PageHeading>{service.title} in Agra, Uttar Pradesh</PageHeading>
          <p className="mt-4 text-lg text-muted-foreground">{service.description}</p>
          <p className="mt-6 text-muted-foreground" data-testid="service-price">
            Starting at <span className="text-3xl font-bold text-foreground">{service.price}</span>
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Button asChild size="lg">
              <Link to={pathTo('contact')}>
                <MessageSquare aria-hidden /> Get a Free Quote
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={pathTo('services')}>
                <ArrowLeft aria-hidden /> All Services
              </Link>
            </Button>
          </div>
        </div>
        <ServiceIllustration service={service} />
      </div>
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <DetailCard title="Key Features">
          <CheckList items={service.features} />
        </DetailCard>
        <DetailCard title="Benefits">
          <CheckList items={service.benefits} />
        </DetailCard>
      </div>
      <div className="mt-6 grid gap-6">
        <DetailCard title="Service Overview">
          <p className="leading-relaxed text-muted-foreground">{service.details}</p>
        </DetailCard>
        <DetailCard title="Tech Stack">
          <TagList tags={service.techStack} label={`${service.title} tech stack`} />
        </DetailCard>
      </div>
      <section aria-labelledby="service-faq-heading" className="mt-12">
        <h2 id="service-faq-heading" className="mb-6 text-2xl font-semibold">
          Frequently Asked Questions
        </h2>
        <ServiceFaqList items={faqs} />
      </section>
    </article>
  );
}
