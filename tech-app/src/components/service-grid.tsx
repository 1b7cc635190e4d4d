import type { Service } from '../data/services';
import { ServiceCard } from './service-card';

export function ServiceGrid({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Services">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}
