import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@site/shared';

interface TopicPagerProps {
  placement: 'top' | 'bottom';
  canGoPrevious: boolean;
  canGoNext: boolean;
  onStep: (direction: 'previous' | 'next') => void;
}

/** Previous and Next, shown above and below the lesson; disabled at the ends of the list. */
export function TopicPager({ placement, canGoPrevious, canGoNext, onStep }: TopicPagerProps) {
  return (
    <nav
      aria-label={placement === 'top' ? 'Topic pages' : 'Topic pages, end of lesson'}
      className="flex items-center justify-between gap-3"
      data-testid={`topic-pager-${placement}`}
    >
      <Button variant="outline" disabled={!canGoPrevious} onClick={() => onStep('previous')}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <Button variant="outline" disabled={!canGoNext} onClick={() => onStep('next')}>
        Next <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
