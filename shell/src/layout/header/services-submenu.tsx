import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTechCatalogue } from '../../federation/use-remote-catalogue';
import { lazyModule, pathTo } from '@site/shared';
import { useMenuStandIn } from '../../components/menu-stand-in';

export const SERVICES_TRIGGER_CLASS =
  'rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The dropdown's menu code (Radix menu, popper, floating-ui) is a quarter of the shell's own
 * JavaScript and is never needed for the first view, so it loads on the first interaction.
 */
const servicesDropdown = lazyModule(() => import('./services-dropdown'));
export const loadServicesDropdown = servicesDropdown.load;

/**
 * The Services submenu trigger. Until the dropdown code is there it is a plain stand-in (see
 * `useMenuStandIn`).
 */
export function ServicesSubmenu() {
  const dropdown = servicesDropdown.useLoaded();
  const { standInProps, handOver } = useMenuStandIn(servicesDropdown.load);

  if (dropdown) return <dropdown.ServicesDropdown handOver={handOver} />;
  return (
    <button {...standInProps} className={SERVICES_TRIGGER_CLASS} aria-label="Services menu">
      <ChevronDown className="size-4" aria-hidden />
    </button>
  );
}

/** The same list for the mobile panel, as plain links. */
export function ServicesSublist({ onNavigate }: { onNavigate: () => void }) {
  const catalogue = useTechCatalogue();
  if (catalogue.status !== 'ready') return null;
  return (
    <ul className="ml-4 border-l border-border pl-3" aria-label="Services">
      {catalogue.catalogue.services.map((service) => (
        <li key={service.id}>
          <Link
            to={pathTo('serviceDetail', { id: service.id })}
            onClick={onNavigate}
            className="block rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:text-foreground"
          >
            {service.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
