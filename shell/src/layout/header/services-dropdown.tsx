import { useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTechCatalogue } from '../../federation/use-remote-catalogue';
import { SERVICES_TRIGGER_CLASS } from './services-submenu';
import { pathTo } from '@site/shared';
import { useMenuFocusReturn } from '../../components/focus-return';
import { type MenuHandOver, useTakeOverFromStandIn } from '../../components/menu-stand-in';

interface ServicesDropdownProps {
  /** What this menu takes over from the stand-in it replaces. */
  handOver: MenuHandOver;
}

/** The Services dropdown: one link per service id, read from tech-app's catalogue. */
export function ServicesDropdown({ handOver }: ServicesDropdownProps) {
  const catalogue = useTechCatalogue();
  const trigger = useRef<HTMLButtonElement>(null);
  const focusReturn = useMenuFocusReturn();
  useTakeOverFromStandIn(trigger, handOver);
  return (
    <DropdownMenu.Root
      modal={false}
      defaultOpen={handOver.openedEarly === 'pointer'}
      onOpenChange={focusReturn.onOpenChange}
    >
      <DropdownMenu.Trigger
        ref={trigger}
        className={SERVICES_TRIGGER_CLASS}
        aria-label="Services menu"
      >
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          className="z-50 min-w-56 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Item asChild>
            <Link
              to={pathTo('services')}
              className="block rounded-sm px-3 py-2 text-sm font-medium outline-none focus:bg-accent"
            >
              All services
            </Link>
          </DropdownMenu.Item>
          {catalogue.status === 'ready'
            ? catalogue.catalogue.services.map((service) => (
                <DropdownMenu.Item asChild key={service.id}>
                  <Link
                    to={pathTo('serviceDetail', { id: service.id })}
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
