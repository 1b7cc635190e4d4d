import type { Ref } from 'react';
import type { CodingTopic } from '../../data/tutorials/tutorial-types';
import { topicPosition } from '../../lib/topic-navigation';
import { BlogArticle } from './blog-article';
import { PracticeQuestions } from './practice-questions';
import { TopicLesson } from './topic-lesson';
import { TopicPager } from './topic-pager';
import { TopicVideo } from './topic-video';

interface TopicPaneProps {
  languageLabel: string;
  topic: CodingTopic | undefined;
  topicIndex: number;
  topicCount: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  onStep: (direction: 'previous' | 'next', placement: 'top' | 'bottom') => void;
  titleRef?: Ref<HTMLHeadingElement>;
}

/** The open topic: title, Previous/Next, lesson, video, blog post and practice questions. */
export function TopicPane({
  languageLabel,
  topic,
  topicIndex,
  topicCount,
  canGoPrevious,
  canGoNext,
  onStep,
  titleRef,
}: TopicPaneProps) {
  if (!topic) {
    return (
      <div className="flex min-h-64 items-center justify-center rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        <p>Select a topic to view details.</p>
      </div>
    );
  }
  return (
    <article
      aria-labelledby="topic-title"
      className="min-w-0 space-y-8 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
      data-testid="topic-pane"
    >
      <header className="space-y-4">
        <div>
          <p className="text-sm text-muted-foreground">
            {languageLabel} · {topicPosition(topicIndex, topicCount)}
          </p>
          <h3
            id="topic-title"
            ref={titleRef}
            tabIndex={-1}
            className="mt-1 scroll-mt-20 text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            {topic.title}
          </h3>
        </div>
        <TopicPager
          placement="top"
          canGoPrevious={canGoPrevious}
          canGoNext={canGoNext}
          onStep={(direction) => onStep(direction, 'top')}
        />
      </header>
      {topic.content ? <TopicLesson blocks={topic.content} /> : null}
      {topic.videoUrl ? <TopicVideo videoUrl={topic.videoUrl} topicTitle={topic.title} /> : null}
      {topic.blogSlug ? <BlogArticle key={topic.blogSlug} slug={topic.blogSlug} /> : null}
      {topic.practice && topic.practice.length > 0 ? (
        <PracticeQuestions questions={topic.practice} />
      ) : null}
      <TopicPager
        placement="bottom"
        canGoPrevious={canGoPrevious}
        canGoNext={canGoNext}
        onStep={(direction) => onStep(direction, 'bottom')}
      />
    </article>
  );
}
