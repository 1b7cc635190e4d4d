import { useRef } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { Button, useSiteMode, pathTo } from '@site/shared';
import { callToActionByMode, headerLinksByMode } from '../../data/navigation';
import { Logo } from '../../components/logo';
import { HeaderSearch } from './header-search';
import { ModeSwitch } from './mode-switch';
import { MobileMenuBackdrop, MobileMenuPanel } from './mobile-menu';
import { navLinkClass } from './nav-link-class';
import { ServicesSubmenu } from './services-submenu';
import { ThemeToggle } from './theme-toggle';
import { useScrollToTopOnSamePage } from '../scroll-to-top-on-same-page';
import { useEscapeToClose } from '../../components/use-escape-to-close';
import { usePhoneMenu } from './use-phone-menu';

/** Fixed header, 14 units high (spec section 2). */
export function SiteHeader() {
  const mode = useSiteMode();
  const { menuOpen, toggleMenu, closeMenu } = usePhoneMenu();
  const links = headerLinksByMode[mode];
  const callToAction = callToActionByMode[mode];
  const onSamePage = useScrollToTopOnSamePage();
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the phone menu from the header or from nowhere; a tap behind it lands on its
  // backdrop (MobileMenuBackdrop), which closes it too.
  useEscapeToClose({
    open: menuOpen,
    area: header,
    close: closeMenu,
    opener: menuButton,
    whenFocusIsNowhere: true,
  });

  return (
    <>
      <header
        ref={header}
        className="fixed fixed-inset-x-0 top-0 z-40 h-14 border-b border-border bg-background/95 backdrop-blur"
      >
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <Link
            to={pathTo('home')}
            onClick={onSamePage(pathTo('home'))}
            className="shrink-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Logo />
            {/* Named "BrajCode Home": the visible name first, so voice control finds it. */}
            <span className="sr-only"> Home</span>
          </Link>
          {/* The whole bar needs about 1,200 px; narrower screens get the menu button. */}
          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 xl:flex">
            {links.map((link) => (
              <span key={link.to} className="flex items-center">
                <RouterNavLink
                  to={link.to}
                  end={link.to === pathTo('home')}
                  caseSensitive
                  className={navLinkClass}
                  onClick={onSamePage(link.to)}
                >
                  {link.label}
                </RouterNavLink>
                {link.to === pathTo('services') ? <ServicesSubmenu /> : null}
              </span>
            ))}
          </nav>
          <div className="ml-auto hidden items-center gap-3 xl:flex">
            <HeaderSearch id="header-search-desktop" />
            <ThemeToggle />
            <ModeSwitch />
            <Button asChild size="sm">
              <Link to={callToAction.to} onClick={onSamePage(callToAction.to)}>
                {callToAction.label}
              </Link>
            </Button>
          </div>
          <div className="ml-auto flex items-center gap-1 xl:hidden">
            <ThemeToggle />
            <Button
              ref={menuButton}
              variant="ghost"
              size="icon"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={toggleMenu}
              data-testid="mobile-menu-button"
            >
              {menuOpen ? <X /> : <Menu />}
            </Button>
          </div>
        </div>
        {menuOpen ? (
          <MobileMenuPanel links={links} callToAction={callToAction} onClose={closeMenu} />
        ) : null}
      </header>
      {menuOpen ? <MobileMenuBackdrop onClose={closeMenu} /> : null}
    </>
  );
}
