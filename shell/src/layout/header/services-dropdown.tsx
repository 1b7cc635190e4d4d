import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTechCatalogue } from '../../federation/use-remote-catalogue';
import { SERVICES_TRIGGER_CLASS } from './services-submenu';
import { pathTo } from '@site/shared';

interface ServicesDropdownProps {
  /** How the visitor asked for the menu before this code had loaded, if they did. */
  openedEarly: 'pointer' | 'keyboard' | null;
  /** The stand-in trigger had focus; this trigger takes it over. */
  focusTrigger: boolean;
}

/** The Services dropdown: one link per service id, read from tech-app's catalogue. */
export function ServicesDropdown({ openedEarly, focusTrigger }: ServicesDropdownProps) {
  const catalogue = useTechCatalogue();
  const trigger = useRef<HTMLButtonElement>(null);
  // Only the first render counts: this component replaces the stand-in once.
  const [handOver] = useState({ openedEarly, focusTrigger });
  // Focus moves to the real trigger in the same commit that removes the stand-in: a key pressed
  // in between would otherwise land on the page and be lost.
  useLayoutEffect(() => {
    if (handOver.focusTrigger || handOver.openedEarly === 'keyboard') trigger.current?.focus();
  }, [handOver]);
  useEffect(() => {
    // Replay a keyboard opening as the key Radix itself
    // answers (it then focuses the first item, as for any keyboard open).
    if (handOver.openedEarly === 'keyboard') {
      trigger.current?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
      );
    }
  }, [handOver]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedEarly === 'pointer'}>
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
