/** Longer than a frame of a page at work on a slow phone; a hidden tab's timers run at most once a second anyway. */
const FALLBACK_MS = 250;

/**
 * Runs `work` once the browser has painted what the current interaction changed: for a tap whose answer is a
 * new page (Add To Cart, a suggestion chosen), the shopper sees the tap land (the cart's count, the list
 * closing) at once, and the new page is drawn in a task of its own (docs/decisions/059-paint-before-the-next-page.md).
 *
 * The task queued from the frame's callback runs after that frame is painted. A page the browser does not
 * draw (a hidden tab) gets no frames: the fallback timer runs the work anyway.
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, FALLBACK_MS);
}
