export const MAIN_CONTENT_ID = 'main';

/**
 * <main> takes focus for the moment the skip link gives it: focusable for good, every click on
 * the page's text would focus it, and the next Tab would start from the top of the page.
 */
function focusMainContent() {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main || document.activeElement === main) return;
  main.tabIndex = -1;
  const onBlur = () => {
    // Still focused, in a window the visitor left for a moment: theirs again when they return.
    if (!document.hasFocus()) main.addEventListener('blur', onBlur, { once: true });
    else main.removeAttribute('tabindex');
  };
  main.addEventListener('blur', onBlur, { once: true });
  main.focus({ preventScroll: true });
}

/**
 * "Skip to content": scrolls to the page's content, as the plain link does before the page's
 * code runs, and moves focus there, so the next Tab and a screen reader's reading carry on from
 * the content rather than from the header.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      data-skip-link
      onClick={focusMainContent}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to content
    </a>
  );
}
