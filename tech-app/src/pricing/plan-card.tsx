import { Link } from 'react-router-dom';
import { ArrowRight, Check } from 'lucide-react';
import { Button, Card, CardContent, CardFooter, CardHeader, cn, pathTo } from '@site/shared';
import type { PricingPlan } from '../data/pricing-plans';

interface PlanCardProps {
  plan: PricingPlan;
  active: boolean;
}

export function PlanCard({ plan, active }: PlanCardProps) {
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col transition-[transform,box-shadow] duration-300 motion-reduce:transition-none',
        // The ring is drawn inside the card, so the carousel's edge never clips it.
        active ? 'border-primary shadow-lg ring-2 ring-inset ring-primary' : 'scale-[0.97]',
      )}
    >
      {plan.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          Most Popular
        </span>
      ) : null}
      <CardHeader>
        <h3 className="text-xl font-semibold">{plan.title}</h3>
        <p className="text-3xl font-bold tracking-tight" data-testid="plan-price">
          {plan.price}
        </p>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm" aria-label={`${plan.title} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full" variant={plan.popular ? 'default' : 'outline'}>
          <Link
            to={`${pathTo('contact')}?plan=${plan.id}`}
            aria-label={`Get Started with the ${plan.title} plan`}
          >
            Get Started <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
