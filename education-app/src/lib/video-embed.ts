/** YouTube video ids are 11 characters of letters, digits, "-" and "_". */
const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
]);

/** The privacy-enhanced player: YouTube sets no cookies until the visitor presses play. */
export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

function videoIdFrom(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0];
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') {
    return segments[1];
  }
  return undefined;
}

/** "90", "90s", "1m30s" or "1h2m3s" in seconds; undefined when it is not a time. */
function startSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : undefined;
}

/**
 * Converts a YouTube link as people paste it (a watch link, a youtu.be short link, a shorts or
 * embed link) into the embeddable player URL, keeping a start time. Anything that is not a
 * YouTube video gives undefined, so no foreign page is ever framed.
 */
export function toEmbedUrl(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const videoId = videoIdFrom(url);
  if (!videoId || !VIDEO_ID_PATTERN.test(videoId)) return undefined;
  const embed = new URL(`/embed/${videoId}`, EMBED_ORIGIN);
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  if (start !== undefined) embed.searchParams.set('start', String(start));
  return embed.toString();
}
