import { useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useTechCatalogue } from '../../federation/use-remote-catalogue';
import { SERVICES_TRIGGER_CLASS } from './services-submenu';
import { pathTo } from '@site/shared';
import { returnFocusUnlessMoved } from '../../components/focus-return';
import { type MenuHandOver, useTakeOverFromStandIn } from '../../components/menu-stand-in';

interface ServicesDropdownProps {
  /** What this menu takes over from the stand-in it replaces. */
  handOver: MenuHandOver;
}

/** The Services dropdown: one link per service id, read from tech-app's catalogue. */
export function ServicesDropdown({ handOver }: ServicesDropdownProps) {
  const catalogue = useTechCatalogue();
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Whether the item chosen last opens another page.
  const navigated = useRef(false);
  const noteChoice = (to: string) => () => {
    navigated.current = to !== pathname;
  };
  useTakeOverFromStandIn(trigger, handOver);
  return (
    <DropdownMenu.Root
      modal={false}
      defaultOpen={handOver.openedEarly === 'pointer'}
      onOpenChange={(open) => {
        if (open) navigated.current = false;
      }}
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
          onCloseAutoFocus={(event) => {
            // A chosen service opens its page, whose heading takes focus (RouteChangeEffects).
            if (navigated.current) event.preventDefault();
            else returnFocusUnlessMoved(event);
          }}
          className="z-50 min-w-56 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Item asChild onSelect={noteChoice(pathTo('services'))}>
            <Link
              to={pathTo('services')}
              className="block rounded-sm px-3 py-2 text-sm font-medium outline-none focus:bg-accent"
            >
              All services
            </Link>
          </DropdownMenu.Item>
          {catalogue.status === 'ready'
            ? catalogue.catalogue.services.map((service) => (
                <DropdownMenu.Item
                  asChild
                  key={service.id}
                  onSelect={noteChoice(pathTo('serviceDetail', { id: service.id }))}
                >
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
