import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The page's HTML as composition writes it: every lazily loaded part rendered in place. There
 * is no `window` on the server, and components (LivePart) tell the server by that.
 */
export async function prerenderPage(element: ReactElement): Promise<string> {
  const browserWindow = globalThis.window;
  Reflect.set(globalThis, 'window', undefined);
  try {
    const { prelude } = await prerender(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await new Response(prelude).text();
    // A server render that waited for code leaves React's context values set (the router's,
    // here), which in this one realm would reach the hydration that follows; rendering nothing
    // after it resets them.
    await prerender(<></>);
    return html;
  } finally {
    Reflect.set(globalThis, 'window', browserWindow);
  }
}
