import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Button } from '@site/shared';
import type { FaqFeedbackValue } from './faq-analytics';

/** How a locked vote button looks: as a disabled one, without hover. */
const lockedLook = 'aria-disabled:pointer-events-none aria-disabled:opacity-60';

interface FaqFeedbackProps {
  vote: FaqFeedbackValue | undefined;
  onVote: (value: FaqFeedbackValue) => void;
}

/**
 * "Was this helpful?" under one answer: one vote, then both buttons lock and a thank-you shows.
 * They lock with `aria-disabled`, not `disabled`: a disabled button drops the keyboard focus to
 * the page, and with it the focus ring and a screen reader's place.
 */
export function FaqFeedback({ vote, onVote }: FaqFeedbackProps) {
  const voted = vote !== undefined;
  const choose = (value: FaqFeedbackValue) => () => {
    if (!voted) onVote(value);
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="faq-feedback">
      <span>Was this helpful?</span>
      <Button
        type="button"
        size="sm"
        variant={vote === 'yes' ? 'default' : 'outline'}
        aria-disabled={voted || undefined}
        aria-pressed={vote === 'yes'}
        onClick={choose('yes')}
        className={lockedLook}
      >
        <ThumbsUp aria-hidden /> Yes
      </Button>
      <Button
        type="button"
        size="sm"
        variant={vote === 'no' ? 'default' : 'outline'}
        aria-disabled={voted || undefined}
        aria-pressed={vote === 'no'}
        onClick={choose('no')}
        className={lockedLook}
      >
        <ThumbsDown aria-hidden /> No
      </Button>
      <span role="status" className="font-medium text-foreground">
        {voted ? 'Thanks for your feedback!' : ''}
      </span>
    </div>
  );
}
