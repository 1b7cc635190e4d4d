import { Clock, MapPin, Monitor, Wifi, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@site/shared';
import type { Opportunity, OpportunityType } from '../../data/opportunity';
import { OpportunityIllustration } from './opportunity-illustration';

const typeIcons: Record<OpportunityType, LucideIcon> = {
  Remote: Wifi,
  'On-site': MapPin,
  Online: Monitor,
};

interface OpportunityCardProps {
  opportunity: Opportunity;
  actionLabel: string;
  actionPath: string;
}

/**
 * An internship or hackathon: image, title, duration, type, description and requirements. Its
 * element id is the opportunity's, so an address can name it ("/cohort#uiux-internship").
 */
export function OpportunityCard({ opportunity, actionLabel, actionPath }: OpportunityCardProps) {
  const TypeIcon = typeIcons[opportunity.type];
  return (
    <Card
      id={opportunity.id}
      tabIndex={-1}
      className="flex h-full scroll-mt-20 flex-col outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="opportunity-card"
    >
      <OpportunityIllustration {...opportunity.image} />
      <CardHeader>
        <CardTitle className="text-lg">{opportunity.title}</CardTitle>
        <div className="flex flex-wrap gap-2 text-sm">
          <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground">
            <Clock className="size-4" aria-hidden /> {opportunity.duration}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground">
            <TypeIcon className="size-4" aria-hidden /> {opportunity.type}
          </span>
        </div>
        <CardDescription className="pt-1 text-sm leading-relaxed">
          {opportunity.description}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <h4 className="mb-2 text-sm font-semibold">Requirements</h4>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {opportunity.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button asChild className="w-full">
          <Link to={actionPath} aria-label={`${actionLabel}: ${opportunity.title}`}>
            {actionLabel}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
