import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTechCatalogue } from '../../federation/use-remote-catalogue';

/** The Services submenu: one link per service id, read from tech-app's catalogue. */
export function ServicesSubmenu() {
  const catalogue = useTechCatalogue();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Services menu"
      >
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 min-w-56 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Item asChild>
            <Link
              to="/services"
              className="block rounded-sm px-3 py-2 text-sm font-medium outline-none focus:bg-accent"
            >
              All services
            </Link>
          </DropdownMenu.Item>
          {catalogue.status === 'ready'
            ? catalogue.catalogue.services.map((service) => (
                <DropdownMenu.Item asChild key={service.id}>
                  <Link
                    to={`/services/${service.id}`}
                    className="block rounded-sm px-3 py-2 text-sm outline-none focus:bg-accent"
                  >
                    {service.title}
                  </Link>
                </DropdownMenu.Item>
              ))
            : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
            to={`/services/${service.id}`}
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
