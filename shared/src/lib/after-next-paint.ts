/**
 * Runs `work` once the browser has painted the next frame: in a task queued from that frame's
 * animation callback, which runs after the frame's rendering. A press answered this way shows
 * its own change first and does the slow part after, so a phone draws the feedback at once. A
 * hidden page paints no frames: there it runs in the next task. Returns a function that cancels
 * `work` if it has not run yet.
 */
export function afterNextPaint(work: () => void, view: Window = window): () => void {
  let task: number | undefined;
  if (view.document.visibilityState === 'hidden') {
    task = view.setTimeout(work, 0);
    return () => view.clearTimeout(task);
  }
  const frame = view.requestAnimationFrame(() => {
    task = view.setTimeout(work, 0);
  });
  return () => {
    view.cancelAnimationFrame(frame);
    view.clearTimeout(task);
  };
}
