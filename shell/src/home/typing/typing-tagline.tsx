import { usePrefersReducedMotion } from '@site/shared/lib/use-prefers-reduced-motion';
import { taglineFullText } from './typing-machine';
import { useTypingText } from './use-typing-text';

interface TypingTaglineProps {
  lead: string;
  segments: readonly string[];
}

/**
 * The hero tagline typing its segments one after another. Screen readers get the whole sentence
 * once (the typed characters are aria-hidden); under reduced motion everyone gets the sentence.
 */
export function TypingTagline({ lead, segments }: TypingTaglineProps) {
  const reduceMotion = usePrefersReducedMotion();
  const typed = useTypingText(segments, !reduceMotion);
  const fullText = taglineFullText(lead, segments);
  const className = 'mt-5 text-xl font-semibold sm:text-2xl';

  if (reduceMotion) {
    return (
      <p className={className} data-testid="hero-tagline">
        {fullText}
      </p>
    );
  }
  return (
    // Room for the longest phrase, so nothing below moves while it types: two lines on a phone
    // and in the narrower two-column hero (1024 to about 1130 px), one elsewhere.
    <p
      className={`${className} min-h-[2lh] sm:min-h-[1lh] lg:min-h-[2lh] xl:min-h-[1lh]`}
      data-testid="hero-tagline"
    >
      <span className="sr-only">{fullText}</span>
      <span aria-hidden="true">
        {lead}{' '}
        <span className="text-primary" data-testid="typed-text">
          {typed}
        </span>
        <span className="ml-0.5 inline-block h-[1em] w-0.5 translate-y-0.5 animate-pulse bg-primary motion-reduce:animate-none" />
      </span>
    </p>
  );
}
