/**
 * Runs `task` once the page has loaded and the main thread is idle: code the first paint does not
 * need (the toaster, dialogs) is fetched then, off the critical path of a phone's first visit.
 */
export function whenIdle(task: () => void) {
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 3000 });
    else setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
