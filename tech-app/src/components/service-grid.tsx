import type { Ref } from 'react';
import type { Service } from '../data/services';
import { ServiceCard } from './service-card';

interface ServiceGridProps {
  services: readonly Service[];
  listRef?: Ref<HTMLUListElement>;
}

export function ServiceGrid({ services, listRef }: ServiceGridProps) {
  return (
    <ul ref={listRef} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Services">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}
