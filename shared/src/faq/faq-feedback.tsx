import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Button } from '@site/shared';
import type { FaqFeedbackValue } from './faq-analytics';

interface FaqFeedbackProps {
  vote: FaqFeedbackValue | undefined;
  onVote: (value: FaqFeedbackValue) => void;
}

/** "Was this helpful?" under one answer: one vote, then both buttons lock and a thank-you shows. */
export function FaqFeedback({ vote, onVote }: FaqFeedbackProps) {
  const voted = vote !== undefined;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="faq-feedback">
      <span>Was this helpful?</span>
      <Button
        type="button"
        size="sm"
        variant={vote === 'yes' ? 'default' : 'outline'}
        disabled={voted}
        aria-pressed={vote === 'yes'}
        onClick={() => onVote('yes')}
      >
        <ThumbsUp aria-hidden /> Yes
      </Button>
      <Button
        type="button"
        size="sm"
        variant={vote === 'no' ? 'default' : 'outline'}
        disabled={voted}
        aria-pressed={vote === 'no'}
        onClick={() => onVote('no')}
      >
        <ThumbsDown aria-hidden /> No
      </Button>
      <span role="status" className="font-medium text-foreground">
        {voted ? 'Thanks for your feedback!' : ''}
      </span>
    </div>
  );
}
