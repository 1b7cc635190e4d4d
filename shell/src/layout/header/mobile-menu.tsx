import type { MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { Button, cn, pathTo } from '@site/shared';
import type { NavLink } from '../../data/navigation';
import { useScrollToTopOnSamePage } from '../scroll-to-top-on-same-page';
import { HeaderSearch } from './header-search';
import { ModeSwitch } from './mode-switch';
import { navLinkClass } from './nav-link-class';
import { MobileServicesEntry } from './services-submenu';

/**
 * The phone menu's panel under the header bar: the header's links, search, mode switch and call
 * to action (spec section 2). Choosing a link closes it. While it is open the page behind it
 * does not scroll (app.css); the panel itself does when it is taller than the screen.
 */
export function MobileMenuPanel({
  links,
  callToAction,
  onClose,
}: {
  links: readonly NavLink[];
  callToAction: NavLink;
  onClose: () => void;
}) {
  const onSamePage = useScrollToTopOnSamePage();
  const { pathname } = useLocation();
  /**
   * A press on one of the panel's links: the panel closes (another page closes it anyway). On
   * this page's link it closes first, in this commit, so that the page behind is no longer inert
   * when its heading takes the focus at the top.
   */
  const follow = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (to === pathname) flushSync(onClose);
    onSamePage(to)(event);
    onClose();
  };
  return (
    <div
      id="mobile-menu"
      className="max-h-[calc(100dvh-3.5rem-var(--dock-height))] overflow-y-auto overscroll-contain border-b border-border bg-background px-4 pb-6 pt-2 shadow-lg sm:px-6 lg:px-8 xl:hidden"
    >
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        {links.map((link) => {
          const navLink = (
            <RouterNavLink
              to={link.to}
              end={link.to === pathTo('home')}
              caseSensitive
              // A block, so each link's tap area is its row and rows never overlap.
              className={(state) => cn(navLinkClass(state), 'block')}
              onClick={follow(link.to)}
            >
              {link.label}
            </RouterNavLink>
          );
          return (
            <div key={link.to}>
              {link.to === pathTo('services') ? (
                <MobileServicesEntry link={navLink} onNavigate={onClose} />
              ) : (
                navLink
              )}
            </div>
          );
        })}
      </nav>
      <div className="mt-4 flex flex-col gap-4 sm:max-w-sm">
        <HeaderSearch id="header-search-mobile" onNavigate={onClose} />
        <ModeSwitch id="mode-switch-mobile" />
        <Button asChild>
          <Link to={callToAction.to} onClick={follow(callToAction.to)}>
            {callToAction.label}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * Below xl, while the panel is open: the dimmed page behind it. Rendered outside the header,
 * whose backdrop blur would hold a fixed child. A tap on it closes the panel and does nothing
 * else: the tap ends on the backdrop, not on the link or the scrolling page under it.
 */
export function MobileMenuBackdrop({ onClose }: { onClose: () => void }) {
  return (
    <div
      aria-hidden="true"
      onClick={onClose}
      className="fixed inset-x-0 bottom-0 top-14 z-[35] bg-black/50 xl:hidden"
    />
  );
}
