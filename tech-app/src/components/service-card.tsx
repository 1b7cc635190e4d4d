import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  pathTo,
} from '@site/shared';
import type { Service } from '../data/services';
import { ServiceIcon } from './service-icon';

export function ServiceCard({ service }: { service: Service }) {
  return (
    <Card
      className="flex h-full flex-col transition-shadow hover:shadow-md"
      data-testid="service-card"
    >
      <CardHeader>
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <ServiceIcon name={service.icon} className="size-6" />
        </span>
        <CardTitle>
          <Link to={pathTo('serviceDetail', { id: service.id })} className="hover:underline">
            {service.title}
          </Link>
        </CardTitle>
        <CardDescription>{service.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <p className="text-sm text-muted-foreground">
          Starting at <span className="text-lg font-semibold text-foreground">{service.price}</span>
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          {/* The hidden words make the link's own text say where it goes (crawlers and screen
              readers), while the button shows the spec's "Learn More". */}
          <Link to={pathTo('serviceDetail', { id: service.id })}>
            Learn More<span className="sr-only"> about {service.title}</span> <ArrowRight />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
