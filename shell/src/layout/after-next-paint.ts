/**
 * Runs `work` once the browser has painted the next frame: in a task queued from that frame's
 * animation callback, which runs after the frame's rendering. A press answered this way shows
 * its own change first and does the slow part after, so a phone draws the feedback at once.
 * Returns a function that cancels `work` if it has not run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
