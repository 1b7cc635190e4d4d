import { Star } from 'lucide-react';
import { cn } from '@site/shared';

const MAX_STARS = 5;

/** Stars out of five, read out as "Rated N out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${MAX_STARS}`} className="flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={cn(
            'size-4',
            index < rating ? 'fill-amber-400 text-amber-500' : 'fill-none text-muted-foreground',
          )}
        />
      ))}
    </div>
  );
}
