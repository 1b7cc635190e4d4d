import { ExternalLink } from 'lucide-react';
import { brand, getRuntimeConfig } from '@site/shared';
import { OfficeMapIllustration } from './office-map-illustration';
import { NewTabLink } from '@site/shared/ui/new-tab-link';

/**
 * The map of the Agra office: the embed named in the runtime config when the deployment sets one,
 * otherwise our own illustration. Either way a link opens the full map.
 */
export function OfficeMap() {
  const embedUrl = getRuntimeConfig().mapEmbedUrl;
  return (
    <figure className="overflow-hidden rounded-xl border border-border bg-card">
      {/* A container: the drawing sizes its labels by the width of this frame. */}
      <div className="@container relative aspect-[5/3] w-full sm:aspect-[10/3]">
        {embedUrl ? (
          <iframe
            src={embedUrl}
            title={`Map of ${brand.name}, ${brand.address.street}, ${brand.address.locality}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="h-full w-full border-0"
          />
        ) : (
          <>
            <OfficeMapIllustration />
            {/* North, in the corner of whatever part of the drawing the frame shows. */}
            <span
              aria-hidden="true"
              className="absolute left-3 top-3 grid size-9 place-items-center rounded-full border border-border bg-background/90 text-xs font-bold text-foreground shadow-sm"
            >
              <span className="-mt-1 block leading-none">▲</span>
              <span className="-mt-2 block leading-none">N</span>
            </span>
            {/* The office's name, which the drawing shows beside its pin in a frame as wide as it. */}
            <span
              aria-hidden="true"
              className="absolute right-3 bottom-3 rounded-md border border-border bg-background/90 px-2 py-1 text-[13px] font-bold text-foreground shadow-sm @min-[1000px]:hidden"
            >
              {brand.name}
            </span>
          </>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
        <span className="text-muted-foreground">
          {brand.address.street}, {brand.address.locality}
        </span>
        <NewTabLink
          href={brand.mapsUrl}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          Open in Google Maps <ExternalLink className="size-4" aria-hidden />
        </NewTabLink>
      </figcaption>
    </figure>
  );
}
