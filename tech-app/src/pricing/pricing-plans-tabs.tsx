import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@site/shared/ui/tabs';
import {
  DEFAULT_PRICING_SERVICE,
  isPricingServiceId,
  plansForService,
  pricingServices,
  type PricingServiceId,
} from '../data/pricing-plans';
import { PlanCarousel } from './plan-carousel';

/**
 * Service tabs over the plan carousels. Only the open tab's carousel is mounted, so choosing a
 * tab starts its carousel afresh at the first plan (spec section 4).
 */
export function PricingPlansTabs() {
  const [serviceId, setServiceId] = useState<PricingServiceId>(DEFAULT_PRICING_SERVICE);
  return (
    <Tabs
      value={serviceId}
      onValueChange={(value) => {
        if (isPricingServiceId(value)) setServiceId(value);
      }}
    >
      <div className="flex justify-center">
        <TabsList aria-label="Pricing by service" className="h-auto">
          {pricingServices.map((service) => (
            <TabsTrigger key={service.id} value={service.id}>
              {service.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {pricingServices.map((service) => (
        <TabsContent key={service.id} value={service.id}>
          {/* Keeps the outline h1 > h2 > h3 (plan titles) for screen-reader navigation. */}
          <h2 className="sr-only">{`${service.label} plans`}</h2>
          <PlanCarousel plans={plansForService(service.id)} label={`${service.label} plans`} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
