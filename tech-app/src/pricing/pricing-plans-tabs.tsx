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
      {/* One row of tabs on every screen: where the row does not fit (a phone) the tab list
          scrolls sideways, its right edge fading to show there is more; where it fits it is
          centred. The list scrolls itself, so the keyboard reaches all it holds. */}
      <div className="flex justify-center">
        <TabsList
          aria-label="Pricing by service"
          data-testid="pricing-tabs-row"
          className="h-auto max-w-full flex-nowrap justify-start overflow-x-auto max-md:pr-10 [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] [scrollbar-width:none] md:[mask-image:none] [&::-webkit-scrollbar]:hidden"
        >
          {pricingServices.map((service) => (
            // The chosen tab is the list's tab stop from the first render on, as Radix makes it
            // once running: prerendered tabs are reachable by keyboard too, and so is the list
            // where it scrolls.
            <TabsTrigger
              key={service.id}
              value={service.id}
              tabIndex={service.id === serviceId ? 0 : -1}
            >
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
