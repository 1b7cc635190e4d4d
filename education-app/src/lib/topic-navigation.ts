/**
 * The tutorial browser's selection as a pure reducer: which language is chosen and which of its
 * topics (by index) is open. `null` means no topic is open.
 */
export interface TopicSelection {
  languageId: string;
  topicIndex: number | null;
}

export type TopicNavigationAction =
  | { type: 'choose-language'; languageId: string; topicCount: number }
  | { type: 'choose-topic'; topicIndex: number; topicCount: number }
  | { type: 'open-topic'; languageId: string; topicIndex: number; topicCount: number }
  | { type: 'step'; direction: 'previous' | 'next'; topicCount: number };

/** Where a topic sits in its language's list, as the lesson shows it: "Topic 2 of 3". */
export function topicPosition(topicIndex: number, topicCount: number): string {
  return `Topic ${topicIndex + 1} of ${topicCount}`;
}

/** The topic a language opens on: the first one, or none when it has no topics. */
export function firstTopicIndex(topicCount: number): number | null {
  return topicCount > 0 ? 0 : null;
}

export function canGoPrevious(topicIndex: number | null): boolean {
  return topicIndex !== null && topicIndex > 0;
}

export function canGoNext(topicIndex: number | null, topicCount: number): boolean {
  return topicIndex !== null && topicIndex < topicCount - 1;
}

/** Moves one step within the list's bounds; at an end, or with no topic open, nothing moves. */
export function stepTopic(
  topicIndex: number | null,
  direction: 'previous' | 'next',
  topicCount: number,
): number | null {
  if (topicIndex === null) return null;
  if (direction === 'previous') return canGoPrevious(topicIndex) ? topicIndex - 1 : topicIndex;
  return canGoNext(topicIndex, topicCount) ? topicIndex + 1 : topicIndex;
}

export function topicNavigationReducer(
  state: TopicSelection,
  action: TopicNavigationAction,
): TopicSelection {
  switch (action.type) {
    case 'choose-language':
      // Choosing a language (even the current one) drops the open topic and opens its first.
      return { languageId: action.languageId, topicIndex: firstTopicIndex(action.topicCount) };
    case 'choose-topic':
      if (action.topicIndex < 0 || action.topicIndex >= action.topicCount) return state;
      return { ...state, topicIndex: action.topicIndex };
    case 'open-topic':
      // A topic of any language, named by an address ("/coding#python-functions").
      if (action.topicIndex < 0 || action.topicIndex >= action.topicCount) return state;
      return { languageId: action.languageId, topicIndex: action.topicIndex };
    case 'step': {
      const topicIndex = stepTopic(state.topicIndex, action.direction, action.topicCount);
      return topicIndex === state.topicIndex ? state : { ...state, topicIndex };
    }
  }
}
