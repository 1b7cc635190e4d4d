import { useCallback, useState } from 'react';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { FaqCategory } from '../contracts/faq';
import { JsonLd } from '@site/shared';
import { reportFaqFeedback, type FaqFeedbackValue } from './faq-analytics';
import { FaqFeedback } from './faq-feedback';
import { faqPageJsonLd } from './faq-json-ld';
import { faqQuestionValue, type FaqTarget } from './faq-hash';
import { faqIcon } from './faq-icons';
import { faqElementId, useFaqHash } from './use-faq-hash';

export interface FaqSectionProps {
  categories: readonly FaqCategory[];
  heading?: string;
  /** Prefix of the section's element ids, so two FAQ sections can share a page. */
  idPrefix?: string;
}

const chevronClassName =
  'size-5 shrink-0 text-muted-foreground transition-transform duration-200 motion-reduce:transition-none group-data-[state=open]:rotate-180';

/**
 * The FAQ block of the home, contact and pricing pages: one category open at a time, one question
 * open at a time (a second click closes it), URL hash deep links ("#support", "#support-1"),
 * per-question feedback, and FAQPage structured data that follows the categories shown.
 */
export function FaqSection({
  categories,
  heading = 'Frequently Asked Questions',
  idPrefix = 'faq',
}: FaqSectionProps) {
  const [openCategory, setOpenCategory] = useState('');
  const [openQuestion, setOpenQuestion] = useState('');
  // Votes live here, not in each answer, so closing and reopening a question keeps its vote.
  const [votes, setVotes] = useState<Record<string, FaqFeedbackValue>>({});

  const openTarget = useCallback((target: FaqTarget) => {
    setOpenCategory(target.categorySlug);
    setOpenQuestion(
      target.questionIndex === undefined
        ? ''
        : faqQuestionValue(target.categorySlug, target.questionIndex),
    );
  }, []);
  const replaceAnchor = useFaqHash(categories, idPrefix, openTarget);

  const changeCategory = (slug: string) => {
    setOpenCategory(slug);
    setOpenQuestion('');
    replaceAnchor(slug);
  };
  const changeQuestion = (value: string) => {
    setOpenQuestion(value);
    replaceAnchor(value || openCategory);
  };

  const vote = (questionId: string, value: FaqFeedbackValue) => {
    setVotes((current) => ({ ...current, [questionId]: value }));
    reportFaqFeedback(questionId, value);
  };

  const headingId = `${idPrefix}-heading`;
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6">
      <JsonLd data={faqPageJsonLd(categories)} />
      <h2 id={headingId} className="text-center text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      <Accordion.Root
        type="single"
        collapsible
        value={openCategory}
        onValueChange={changeCategory}
        className="mt-10 space-y-4"
      >
        {categories.map((category) => {
          const Icon = faqIcon(category.icon);
          return (
            <Accordion.Item
              key={category.slug}
              value={category.slug}
              id={faqElementId(idPrefix, category.slug)}
              className="scroll-mt-20 overflow-hidden rounded-xl border border-border bg-card text-card-foreground"
            >
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center gap-3 p-4 text-left text-lg font-semibold hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  {/* On a narrow phone the count goes under the name, so neither is cut. */}
                  <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
                    <span className="break-words sm:flex-1">{category.category}</span>
                    <span className="whitespace-nowrap text-sm font-normal text-muted-foreground">
                      {category.items.length} questions
                    </span>
                  </span>
                  <ChevronDown className={chevronClassName} aria-hidden />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="border-t border-border">
                <Accordion.Root
                  type="single"
                  collapsible
                  value={openQuestion}
                  onValueChange={changeQuestion}
                >
                  {category.items.map((item, index) => {
                    const value = faqQuestionValue(category.slug, index);
                    return (
                      <Accordion.Item
                        key={value}
                        value={value}
                        id={faqElementId(idPrefix, value)}
                        className="scroll-mt-20 border-b border-border last:border-b-0"
                      >
                        <Accordion.Header asChild>
                          <h4>
                            <Accordion.Trigger className="group flex w-full items-center gap-3 px-4 py-3 text-left font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring sm:px-6">
                              <span className="flex-1">{item.q}</span>
                              <ChevronDown className={chevronClassName} aria-hidden />
                            </Accordion.Trigger>
                          </h4>
                        </Accordion.Header>
                        <Accordion.Content className="px-4 pb-4 text-muted-foreground sm:px-6">
                          <p>{item.a}</p>
                          <FaqFeedback
                            vote={votes[value]}
                            onVote={(choice) => vote(value, choice)}
                          />
                        </Accordion.Content>
                      </Accordion.Item>
                    );
                  })}
                </Accordion.Root>
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </section>
  );
}
