import { Link, useLocation } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import { brand, pathTo } from '@site/shared';
import { footerLegalLinks, footerQuickLinks, type NavLink } from '../data/navigation';
import { Logo } from '../components/logo';
import { HeldSection } from '@site/shared/ui/held-section';
import { SocialIcon } from '../components/social-icon';
import { footerNewsletterChunk } from '../newsletter/footer-newsletter-chunk';
import { useScrollToTopOnSamePage } from './scroll-to-top-on-same-page';
import { NewTabLink } from '@site/shared/ui/new-tab-link';

const FooterNewsletter = footerNewsletterChunk.component('FooterNewsletter');

function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  const onSamePage = useScrollToTopOnSamePage();
  const headingId = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-sm font-semibold uppercase tracking-wide">
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              onClick={onSamePage(link.to)}
              className="text-sm text-muted-foreground hover:text-foreground hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  // Home ends with the call-to-action section's newsletter form just above the footer: one box
  // is enough there.
  const onHome = useLocation().pathname === pathTo('home');
  return (
    // The bottom padding keeps the last line clear of the action dock.
    <footer className="border-t border-border bg-muted/40 pb-(--dock-height)">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo />
          <p className="text-sm text-muted-foreground">
            {brand.name}: websites, apps, AI and cloud for businesses, and job-ready coding courses
            for learners, from our studios in Agra and Bangalore.
          </p>
          <ul className="space-y-2 text-sm">
            <li>
              <a
                href={`mailto:${brand.email}`}
                className="inline-flex items-center gap-2 hover:underline"
              >
                <Mail className="size-4" aria-hidden /> {brand.email}
              </a>
            </li>
            <li>
              <a href={brand.phoneHref} className="inline-flex items-center gap-2 hover:underline">
                <Phone className="size-4" aria-hidden /> {brand.phone}
              </a>
            </li>
            <li>
              <NewTabLink
                href={brand.mapsUrl}
                className="inline-flex items-center gap-2 hover:underline"
              >
                <MapPin className="size-4" aria-hidden /> {brand.locationsLabel}
              </NewTabLink>
            </li>
          </ul>
        </div>
        <LinkList title="Quick Links" links={footerQuickLinks} />
        <LinkList title="Legal" links={footerLegalLinks} />
        <div className="space-y-6">
          {/* Home ends with the call-to-action's newsletter box: one is enough there. */}
          {onHome ? null : (
            <HeldSection name="footer:newsletter">
              <FooterNewsletter />
            </HeldSection>
          )}
          <div>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">Follow us</h2>
            <ul className="flex gap-3">
              {brand.social.map((social) => (
                <li key={social.id}>
                  <NewTabLink
                    href={social.href}
                    aria-label={social.label}
                    className="inline-flex size-9 items-center justify-center rounded-full border border-border text-muted-foreground hover:text-foreground"
                  >
                    <SocialIcon id={social.id} />
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {brand.name}. All rights reserved.
      </p>
    </footer>
  );
}
