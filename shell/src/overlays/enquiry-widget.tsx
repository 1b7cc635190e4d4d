import { useCallback, useEffect, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { Button, lazyModule, useSiteMode } from '@site/shared';
import { CodeLoadFailure } from '@site/shared/ui/load-failure';
import { overlayCopyByMode } from './overlay-copy';
import { useEscapeToClose } from '../components/use-escape-to-close';

// The panel's form (and the form code it needs) loads when the panel first opens, or after the
// visitor's first interaction, not with the page.
const widgetForm = lazyModule(() => import('./enquiry-widget-form'));

/** Loads the panel's form ahead of a press on "Let's Talk". */
export const loadEnquiryWidgetForm = widgetForm.load;

/**
 * The floating "Let's Talk" button (in the action dock, bottom right) and its "Ask Your Query"
 * panel. The panel is narrower than the viewport by the width of the quick-action menu, so the
 * two never overlap.
 */
export function EnquiryWidget() {
  const mode = useSiteMode();
  const formModule = widgetForm.useLoaded();
  const [expanded, setExpanded] = useState(false);
  // Once opened, the panel stays mounted while collapsed: what the visitor typed, and a send
  // still on its way, outlive closing it.
  const [opened, setOpened] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  // Move focus only after a visitor's own toggle, never on the first render.
  const toggledByVisitor = useRef(false);
  // A press on "Let's Talk" whose form is still loading: Escape meanwhile takes it back.
  const opening = useRef(false);

  useEffect(() => {
    if (!toggledByVisitor.current) return;
    if (expanded) panel.current?.querySelector<HTMLElement>('input')?.focus();
    else openButton.current?.focus();
  }, [expanded]);

  // Escape collapses the panel while focus is inside it, like closing a dialog; the effect above
  // gives focus back to "Let's Talk".
  const collapse = useCallback(() => {
    toggledByVisitor.current = true;
    setExpanded(false);
  }, []);
  useEscapeToClose({ open: expanded, area: panel, close: collapse });

  const toggle = (next: boolean) => {
    toggledByVisitor.current = true;
    opening.current = next;
    if (!next) {
      setExpanded(false);
      return;
    }
    // Opens once the form is there (at once when it was loaded ahead), or failed to load.
    void widgetForm
      .load()
      .catch(() => null)
      .then(() => {
        if (opening.current) {
          setExpanded(true);
          setOpened(true);
        }
        opening.current = false;
      });
  };

  return (
    <>
      {!expanded && (
        <Button
          ref={openButton}
          type="button"
          onClick={() => toggle(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') opening.current = false;
          }}
          aria-expanded={false}
          aria-controls="enquiry-widget-panel"
          data-testid="lets-talk"
          className="fixed bottom-[calc(0.5rem+env(safe-area-inset-bottom,0px))] fixed-right-4 z-40 h-12 rounded-full px-5 shadow-lg animate-bounce-soft hover:animate-none focus-visible:animate-none motion-reduce:animate-none"
        >
          <MessageCircle aria-hidden /> Let&apos;s Talk
        </Button>
      )}
      {opened && (
        <section
          ref={panel}
          id="enquiry-widget-panel"
          aria-labelledby="enquiry-widget-title"
          hidden={!expanded}
          className="fixed bottom-[calc(0.5rem+env(safe-area-inset-bottom,0px))] fixed-right-4 z-40 flex max-h-[calc(100dvh-6rem)] w-[min(22rem,calc(100vw-6rem))] flex-col overflow-hidden rounded-xl border border-border bg-background text-foreground shadow-2xl"
        >
          <header className="flex items-start justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground">
            <div>
              <h2 id="enquiry-widget-title" className="font-semibold">
                Ask Your Query
              </h2>
              <p className="text-xs opacity-90">{overlayCopyByMode[mode].widgetDescription}</p>
            </div>
            <button
              type="button"
              onClick={() => toggle(false)}
              aria-label="Close the enquiry form"
              className="rounded-md p-1 hover:bg-primary-foreground/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground"
            >
              <X className="size-5" aria-hidden />
            </button>
          </header>
          {formModule ? <formModule.default /> : <CodeLoadFailure variant="fragment" />}
        </section>
      )}
    </>
  );
}
