import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { PanelLeftOpen, X } from 'lucide-react';
import { Button, cn } from '@site/shared';
import { findTopic, tutorialLanguages } from '../../data/tutorials/tutorial-languages';
import type { TutorialLanguage } from '../../data/tutorials/tutorial-types';
import {
  canGoNext,
  canGoPrevious,
  firstTopicIndex,
  stepTopic,
  topicNavigationReducer,
  topicPosition,
  type TopicSelection,
} from '../../lib/topic-navigation';
import { useRevealAddressTarget } from '../../lib/address-target';
import { LanguagePicker } from './language-picker';
import { TopicList } from './topic-list';
import { TopicPane } from './topic-pane';
import { useDrawerDismiss } from './use-drawer-dismiss';

const TOPIC_DRAWER_ID = 'tutorial-topic-drawer';

function initialSelection(): TopicSelection {
  const first = tutorialLanguages[0];
  return { languageId: first?.id ?? '', topicIndex: firstTopicIndex(first?.topics.length ?? 0) };
}

/**
 * The tutorial browser: language buttons, the topic list (a drawer on small screens) and the
 * open topic with Previous and Next. An address naming a topic opens it.
 */
export function TutorialBrowser() {
  const [selection, dispatch] = useReducer(topicNavigationReducer, undefined, initialSelection);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerToggle = useRef<HTMLButtonElement>(null);
  const drawerArea = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const topicTitle = useRef<HTMLHeadingElement>(null);
  // Set when the next topic change should bring its title into view and focus.
  const focusTitleOnChange = useRef(false);
  // Set when the next topic change should be read out: a step that left focus on its button.
  const announceOnChange = useRef(false);
  const stepAnnouncer = useRef<HTMLParagraphElement>(null);

  const language =
    tutorialLanguages.find((candidate) => candidate.id === selection.languageId) ??
    tutorialLanguages[0];
  const topics = language?.topics ?? [];
  const topic = selection.topicIndex === null ? undefined : topics[selection.topicIndex];

  const focusTopicTitle = useCallback(() => {
    topicTitle.current?.scrollIntoView({ block: 'start' });
    topicTitle.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    // Emptied on every other change, so that the same words said again are read out again.
    const announce = announceOnChange.current && topic && selection.topicIndex !== null;
    announceOnChange.current = false;
    if (stepAnnouncer.current) {
      stepAnnouncer.current.textContent = announce
        ? `${topicPosition(selection.topicIndex!, topics.length)}: ${topic.title}`
        : '';
    }
    if (!focusTitleOnChange.current) return;
    focusTitleOnChange.current = false;
    focusTopicTitle();
  }, [topic, selection.topicIndex, topics.length, focusTopicTitle]);

  // "/coding#python-functions" (a search result) opens that topic and takes the reader to it.
  useRevealAddressTarget(
    (topicId) => {
      const target = findTopic(topicId);
      if (target) dispatch({ type: 'open-topic', ...target });
      return target !== undefined;
    },
    () => focusTopicTitle(),
  );

  const closeDrawer = useCallback((reason: 'escape' | 'outside') => {
    setDrawerOpen(false);
    if (reason === 'escape') drawerToggle.current?.focus();
  }, []);
  useDrawerDismiss(drawerOpen, drawerArea, backdrop, closeDrawer);

  function chooseLanguage(chosen: TutorialLanguage) {
    dispatch({ type: 'choose-language', languageId: chosen.id, topicCount: chosen.topics.length });
  }

  function chooseTopic(topicIndex: number) {
    if (drawerOpen) {
      // Picked from the drawer: close it and take the reader to the lesson. The lesson already
      // open is not a change to wait for.
      setDrawerOpen(false);
      if (topicIndex === selection.topicIndex) focusTopicTitle();
      else focusTitleOnChange.current = true;
    }
    dispatch({ type: 'choose-topic', topicIndex, topicCount: topics.length });
  }

  function step(direction: 'previous' | 'next', placement: 'top' | 'bottom') {
    const index = selection.topicIndex;
    const reachesEnd =
      index !== null &&
      (direction === 'previous' ? index - 1 === 0 : index + 1 === topics.length - 1);
    // From the bottom the new lesson starts out of view; at an end the pressed button turns
    // disabled and would drop focus. Otherwise focus stays on the button, for the next press,
    // and the topic reached is read out instead.
    if (placement === 'bottom' || reachesEnd) focusTitleOnChange.current = true;
    else if (stepTopic(index, direction, topics.length) !== index) announceOnChange.current = true;
    dispatch({ type: 'step', direction, topicCount: topics.length });
  }

  if (!language) return null;

  return (
    <div className="space-y-6" data-testid="tutorial-browser">
      <LanguagePicker
        languages={tutorialLanguages}
        selectedId={language.id}
        onChoose={chooseLanguage}
      />
      <div className="relative md:grid md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8">
        <div ref={drawerArea} className="md:sticky md:top-20 md:self-start">
          <Button
            ref={drawerToggle}
            variant="outline"
            className="mb-4 md:hidden"
            aria-expanded={drawerOpen}
            aria-controls={TOPIC_DRAWER_ID}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            {drawerOpen ? <X aria-hidden /> : <PanelLeftOpen aria-hidden />} Topics
          </Button>
          <TopicList
            id={TOPIC_DRAWER_ID}
            languageLabel={language.label}
            topics={topics}
            selectedIndex={selection.topicIndex}
            drawerOpen={drawerOpen}
            onChoose={chooseTopic}
          />
        </div>
        {/* Below md, while the drawer is open: the dimmed page behind it. A tap on it closes the
            drawer and does nothing else (the tap ends on the backdrop, not on what is under it). */}
        <div
          ref={backdrop}
          aria-hidden="true"
          data-testid="topic-drawer-backdrop"
          onClick={() => closeDrawer('outside')}
          className={cn(
            'fixed inset-x-0 bottom-0 top-14 z-[45] bg-black/50 transition-opacity duration-200 motion-reduce:transition-none md:hidden',
            drawerOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        />
        <TopicPane
          languageLabel={language.label}
          topic={topic}
          topicIndex={selection.topicIndex ?? 0}
          topicCount={topics.length}
          canGoPrevious={canGoPrevious(selection.topicIndex)}
          canGoNext={canGoNext(selection.topicIndex, topics.length)}
          onStep={step}
          titleRef={topicTitle}
        />
      </div>
      <p ref={stepAnnouncer} role="status" className="sr-only" data-testid="topic-step-read-out" />
    </div>
  );
}
