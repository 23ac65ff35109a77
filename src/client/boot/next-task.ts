/**
 * Resolves in a task of its own, after the browser has had the main thread back (to paint, to handle
 * input). A module that awaits it at its top level splits the evaluation of the page's one script: the
 * modules before it run in one task, those after it in the next (docs/decisions/020-staged-boot.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
