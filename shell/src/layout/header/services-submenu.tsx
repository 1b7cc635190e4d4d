import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTechCatalogue } from '../../federation/use-remote-catalogue';
import { cn, lazyModule, pathTo } from '@site/shared';
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

/**
 * The Services entry of the phone menu: the link, and a toggle for the list of services, like
 * the wide header's Services menu. The list opens only when asked, so its arrival with
 * tech-app's catalogue never moves the links and controls below it under a finger.
 */
export function MobileServicesEntry({
  link,
  onNavigate,
}: {
  link: ReactNode;
  onNavigate: () => void;
}) {
  const [listOpen, setListOpen] = useState(false);
  // Asked for as the menu opens, so the list is usually there when the visitor opens it.
  const catalogue = useTechCatalogue();
  return (
    <>
      <div className="flex items-center">
        {link}
        <button
          type="button"
          className={SERVICES_TRIGGER_CLASS}
          aria-label="Services list"
          aria-expanded={listOpen}
          aria-controls={MOBILE_SERVICES_ID}
          onClick={() => setListOpen((open) => !open)}
        >
          <ChevronDown
            className={cn('size-4 transition-transform', listOpen && 'rotate-180')}
            aria-hidden
          />
        </button>
      </div>
      <div id={MOBILE_SERVICES_ID} hidden={!listOpen}>
        <MobileServicesList catalogue={catalogue} onNavigate={onNavigate} />
      </div>
    </>
  );
}

const MOBILE_SERVICES_ID = 'mobile-services';
const SUBLIST_CLASS = 'ml-4 border-l border-border pl-3';

function MobileServicesList({
  catalogue,
  onNavigate,
}: {
  catalogue: ReturnType<typeof useTechCatalogue>;
  onNavigate: () => void;
}) {
  if (catalogue.status === 'loading') {
    return (
      <p role="status" className={cn(SUBLIST_CLASS, 'py-1.5 text-sm text-muted-foreground')}>
        Loading services…
      </p>
    );
  }
  if (catalogue.status === 'failed') {
    return (
      <p role="status" className={cn(SUBLIST_CLASS, 'py-1.5 text-sm text-muted-foreground')}>
        The list of services could not be loaded. The Services link above shows them all.
      </p>
    );
  }
  return (
    <ul className={SUBLIST_CLASS} aria-label="Services">
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
