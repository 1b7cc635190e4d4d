import { Megaphone } from 'lucide-react';
import type { SiteMode } from '@site/shared';
import { Marquee } from '../../components/marquee';
import { tickerMessagesByMode } from '../data/ticker-messages';

/** Short lists are repeated so the moving strip always fills a wide screen. */
const MIN_ITEMS_PER_HALF = 6;

export function AnnouncementTicker({ mode }: { mode: SiteMode }) {
  const messages = tickerMessagesByMode[mode];
  return (
    <Marquee
      label="Announcements"
      items={messages}
      itemKey={(message) => message}
      copiesPerHalf={Math.ceil(MIN_ITEMS_PER_HALF / messages.length)}
      className="min-h-10 bg-primary py-2 text-sm font-medium text-primary-foreground"
      // The usual focus ring is the brand colour of this band.
      pauseButtonClassName="focus-visible:ring-primary-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-primary"
      renderItem={(message) => (
        <span className="inline-flex items-center gap-2">
          <Megaphone className="size-4" aria-hidden />
          {message}
        </span>
      )}
    />
  );
}
