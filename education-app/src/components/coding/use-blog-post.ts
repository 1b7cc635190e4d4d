import { useEffect, useState } from 'react';
import { loadBlogPost } from './load-blog-post';

export type BlogPostState =
  | { status: 'loading' }
  | { status: 'loaded'; html: string }
  | { status: 'not-found' }
  /** The fetch failed: it is logged and loading stops; nothing special is shown. */
  | { status: 'failed' };

/** Loads one post. Give the calling component `key={slug}` so a new slug starts from loading. */
export function useBlogPost(slug: string): BlogPostState {
  const [state, setState] = useState<BlogPostState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadBlogPost(slug, controller.signal).then(
      (html) => setState(html === null ? { status: 'not-found' } : { status: 'loaded', html }),
      (error: unknown) => {
        // Leaving the topic aborts its request; that is not a failure.
        if (controller.signal.aborted) return;
        console.error(`Could not load the blog post "${slug}".`, error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [slug]);

  return state;
}
