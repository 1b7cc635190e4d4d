import { toEmbedUrl } from '../../lib/video-embed';

/** The topic's video in the privacy-enhanced player, loaded only when scrolled near. */
export function TopicVideo({ videoUrl, topicTitle }: { videoUrl: string; topicTitle: string }) {
  const embedUrl = toEmbedUrl(videoUrl);
  if (!embedUrl) return null;
  return (
    <section aria-labelledby="topic-video-heading" className="space-y-3">
      <h4 id="topic-video-heading" className="text-lg font-semibold">
        Video lesson
      </h4>
      <div className="aspect-video overflow-hidden rounded-lg border border-border bg-muted">
        <iframe
          src={embedUrl}
          title={`Video lesson: ${topicTitle}`}
          loading="lazy"
          className="size-full"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    </section>
  );
}
