import { useCallback, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, MessageCircle, Plus } from 'lucide-react';
import { chatLink, cn } from '@site/shared';
import { useEscapeToClose } from '../components/use-escape-to-close';
import { NewTabLink } from '@site/shared/ui/new-tab-link';

const actionClassName =
  'flex size-12 items-center justify-center rounded-full border border-border bg-card text-card-foreground shadow-lg hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * The floating quick-action menu (in the action dock, bottom left, clear of the enquiry widget on
 * the right): a main button toggles scroll-to-top, scroll-to-bottom and a chat link with a
 * prefilled greeting; Escape closes it.
 */
export function QuickActions() {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useEscapeToClose({ open, area: menu, close, opener: toggle });

  const scrollToTop = () => window.scrollTo({ top: 0, behavior: scrollBehavior() });
  const scrollToBottom = () =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: scrollBehavior() });

  return (
    <div
      ref={menu}
      data-testid="quick-actions"
      className="fixed bottom-[calc(0.5rem+env(safe-area-inset-bottom,0px))] left-4 z-40 flex flex-col-reverse items-center gap-3"
    >
      <button
        ref={toggle}
        type="button"
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls="quick-actions-list"
        aria-label="Quick actions"
        className={cn(
          actionClassName,
          'border-transparent bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
        )}
      >
        <Plus
          className={cn(
            'size-6 transition-transform motion-reduce:transition-none',
            open && 'rotate-45',
          )}
          aria-hidden
        />
      </button>
      <ul id="quick-actions-list" hidden={!open} className="flex flex-col gap-3">
        <li>
          <button
            type="button"
            onClick={scrollToTop}
            aria-label="Scroll to top"
            className={actionClassName}
          >
            <ArrowUp className="size-5" aria-hidden />
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={scrollToBottom}
            aria-label="Scroll to bottom"
            className={actionClassName}
          >
            <ArrowDown className="size-5" aria-hidden />
          </button>
        </li>
        <li>
          <NewTabLink
            href={chatLink()}
            aria-label="Chat with us on WhatsApp"
            className={actionClassName}
          >
            <MessageCircle className="size-5" aria-hidden />
          </NewTabLink>
        </li>
      </ul>
    </div>
  );
}
