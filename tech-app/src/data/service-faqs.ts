import type { FaqItem } from '@site/shared';
import type { Service } from './services';

/** The two questions every service page answers: what it costs and who we serve. */
export function serviceFaqs(service: Service): readonly FaqItem[] {
  return [
    {
      q: `How much does ${service.title} cost in Agra?`,
      a: `${service.title} starts at ${service.price}. After a free consultation we send a fixed-price quote based on your scope, and the price does not change unless the scope does.`,
    },
    {
      q: `Do you offer ${service.title} to clients outside Agra?`,
      a: `Yes. We work with businesses across Uttar Pradesh, in Bangalore through our second office, and anywhere in India or abroad. Meetings, reviews and support run online, so your location never slows the project down.`,
    },
  ];
}
