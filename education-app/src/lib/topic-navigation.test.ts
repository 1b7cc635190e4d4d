import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  firstTopicIndex,
  stepTopic,
  topicNavigationReducer,
  type TopicSelection,
} from './topic-navigation';

describe('topic navigation', () => {
  it('opens the first topic of a language, or none when it has no topics', () => {
    expect(firstTopicIndex(8)).toBe(0);
    expect(firstTopicIndex(0)).toBeNull();
  });

  it('disables Previous at the first topic and Next at the last', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    expect(canGoNext(6, 7)).toBe(false);
    expect(canGoNext(5, 7)).toBe(true);
    expect(canGoPrevious(null)).toBe(false);
    expect(canGoNext(null, 7)).toBe(false);
  });

  it('steps one topic at a time and never past either end', () => {
    expect(stepTopic(0, 'next', 3)).toBe(1);
    expect(stepTopic(2, 'previous', 3)).toBe(1);
    expect(stepTopic(0, 'previous', 3)).toBe(0);
    expect(stepTopic(2, 'next', 3)).toBe(2);
    expect(stepTopic(null, 'next', 3)).toBeNull();
  });

  it('resets to the first topic whenever a language is chosen', () => {
    const deepInJava: TopicSelection = { languageId: 'java', topicIndex: 6 };
    expect(
      topicNavigationReducer(deepInJava, {
        type: 'choose-language',
        languageId: 'python',
        topicCount: 5,
      }),
    ).toEqual({ languageId: 'python', topicIndex: 0 });
    expect(
      topicNavigationReducer(deepInJava, {
        type: 'choose-language',
        languageId: 'java',
        topicCount: 8,
      }),
    ).toEqual({ languageId: 'java', topicIndex: 0 });
    expect(
      topicNavigationReducer(deepInJava, {
        type: 'choose-language',
        languageId: 'empty',
        topicCount: 0,
      }),
    ).toEqual({ languageId: 'empty', topicIndex: null });
  });

  it('opens a chosen topic and ignores an index outside the list', () => {
    const start: TopicSelection = { languageId: 'c', topicIndex: 0 };
    expect(
      topicNavigationReducer(start, { type: 'choose-topic', topicIndex: 4, topicCount: 7 }),
    ).toEqual({
      languageId: 'c',
      topicIndex: 4,
    });
    expect(
      topicNavigationReducer(start, { type: 'choose-topic', topicIndex: 7, topicCount: 7 }),
    ).toBe(start);
    expect(
      topicNavigationReducer(start, { type: 'choose-topic', topicIndex: -1, topicCount: 7 }),
    ).toBe(start);
  });

  it('opens a topic of another language by address, ignoring an index outside its list', () => {
    const start: TopicSelection = { languageId: 'java', topicIndex: 3 };
    expect(
      topicNavigationReducer(start, {
        type: 'open-topic',
        languageId: 'python',
        topicIndex: 4,
        topicCount: 5,
      }),
    ).toEqual({ languageId: 'python', topicIndex: 4 });
    expect(
      topicNavigationReducer(start, {
        type: 'open-topic',
        languageId: 'python',
        topicIndex: 5,
        topicCount: 5,
      }),
    ).toBe(start);
  });

  it('walks the whole list with Next and back with Previous, stopping at the ends', () => {
    let state: TopicSelection = { languageId: 'html', topicIndex: 0 };
    const visited = [state.topicIndex];
    for (let i = 0; i < 4; i += 1) {
      state = topicNavigationReducer(state, { type: 'step', direction: 'next', topicCount: 3 });
      visited.push(state.topicIndex);
    }
    expect(visited).toEqual([0, 1, 2, 2, 2]);
    state = topicNavigationReducer(state, { type: 'step', direction: 'previous', topicCount: 3 });
    expect(state.topicIndex).toBe(1);
  });
});
