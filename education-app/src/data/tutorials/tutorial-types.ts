/** Languages a code sample can be written in; shown as the sample's caption. */
export type CodeLanguage = 'java' | 'python' | 'c' | 'cpp' | 'html' | 'css' | 'shell' | 'text';

/**
 * One block of a topic's lesson. Text may mark inline code with backticks (`int x`); it is
 * rendered as plain text, never as HTML.
 */
export type TopicBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'code'; language: CodeLanguage; code: string };

/** A coding topic (spec section 3): id, title, optional content, video, blog post and practice. */
export interface CodingTopic {
  id: string;
  title: string;
  content?: readonly TopicBlock[];
  /** A YouTube link as pasted (watch or short link); the page embeds it. */
  videoUrl?: string;
  /** Slug of a post on the blog provider, shown below the lesson. */
  blogSlug?: string;
  practice?: readonly string[];
}

export type TutorialLanguageId = 'java' | 'python' | 'c' | 'cpp' | 'html' | 'css';

export interface TutorialLanguage {
  id: TutorialLanguageId;
  /** The language button's label. */
  label: string;
  topics: readonly CodingTopic[];
}

export function text(value: string): TopicBlock {
  return { kind: 'text', text: value };
}

export function list(...items: string[]): TopicBlock {
  return { kind: 'list', items };
}

/** A code sample; write it in a String.raw template so backslashes such as \n stay as typed. */
export function code(language: CodeLanguage, source: string): TopicBlock {
  return { kind: 'code', language, code: source.replace(/^\n/, '').trimEnd() };
}
