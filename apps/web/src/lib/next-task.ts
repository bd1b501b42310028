/** Chrome's `scheduler.yield()` (129+), which resumes ahead of other queued tasks. */
type YieldingScheduler = { yield: () => Promise<void> };

const yieldingScheduler = (): YieldingScheduler | undefined => {
  const candidate = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof candidate?.yield === 'function' ? (candidate as YieldingScheduler) : undefined;
};

/**
 * Resolves in a later task, so that the work before and after it are two tasks: the browser may
 * paint and answer a tap in between. A phone counts every task longer than 50 ms as one it could
 * not answer in (Lighthouse's Total Blocking Time); starting the app is several such steps.
 */
export function nextTask(): Promise<void> {
  const scheduler = yieldingScheduler();
  if (scheduler !== undefined) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
