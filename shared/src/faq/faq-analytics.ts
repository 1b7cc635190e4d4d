export type FaqFeedbackValue = 'yes' | 'no';

declare global {
  interface Window {
    /** Google Analytics' global function, present only when the analytics tag is installed. */
    gtag?: (command: 'event', eventName: string, params: Record<string, unknown>) => void;
  }
}

/** Reports a FAQ vote; sends nothing when no analytics function exists on the page. */
export function reportFaqFeedback(questionId: string, value: FaqFeedbackValue): void {
  window.gtag?.('event', 'faq_feedback', { question_id: questionId, value });
}
