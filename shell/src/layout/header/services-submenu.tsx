import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTechCatalogue } from '../../federation/use-remote-catalogue';
import { lazyModule, pathTo } from '@site/shared';

export const SERVICES_TRIGGER_CLASS =
  'rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The dropdown's menu code (Radix menu, popper, floating-ui) is a quarter of the shell's own
 * JavaScript and is never needed for the first view, so it loads on the first interaction.
 */
const servicesDropdown = lazyModule(() => import('./services-dropdown'));
export const loadServicesDropdown = servicesDropdown.load;

/**
 * The Services submenu trigger. Until the dropdown code is there it is a plain button that looks
 * the same; pressing it loads the code and opens the menu as soon as it arrives. Like Radix's
 * trigger it answers the pointer going down and the keys, not the click, so a press is never
 * lost when the real trigger replaces this one half-way through a click.
 */
export function ServicesSubmenu() {
  const dropdown = servicesDropdown.useLoaded();
  const [openedEarly, setOpenedEarly] = useState<'pointer' | 'keyboard' | null>(null);
  const [focused, setFocused] = useState(false);

  if (dropdown) {
    return <dropdown.ServicesDropdown openedEarly={openedEarly} focusTrigger={focused} />;
  }
  const openWhenLoaded = (how: 'pointer' | 'keyboard') => {
    setOpenedEarly(how);
    servicesDropdown.load().catch(() => undefined);
  };
  return (
    <button
      type="button"
      className={SERVICES_TRIGGER_CLASS}
      aria-label="Services menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) openWhenLoaded('pointer');
      }}
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          openWhenLoaded('keyboard');
        }
      }}
    >
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
