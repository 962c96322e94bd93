// The config area says when it has settled, for people's tools and the end-to-end tests:
// <html data-config-ready> is there once the app has drawn and nothing is pending (a screen's data, the
// editor frame's page, the canvas's code), and absent while anything is. Tests wait on it rather than
// on a time-out that guesses how long a loaded machine takes.
let pending = 0;
let drawn = false;
let scheduled = false;

function publish(): void {
  scheduled = false;
  document.documentElement.toggleAttribute('data-config-ready', drawn && pending === 0);
}

/**
 * Published after the current task, so that the render a finished load causes has been committed (and
 * any load it starts counted) before the area says it is ready.
 */
function schedulePublish(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(publish, 0);
}

/** A screen (the sign-in form, the workspace) is on its way: not ready until it says it has drawn. */
export function markDrawing(): void {
  drawn = false;
  document.documentElement.removeAttribute('data-config-ready');
}

/**
 * The screen has drawn. The workspace says so from its root's effect, which React runs after its
 * children's: their first loads have been counted by then.
 */
export function markDrawn(): void {
  drawn = true;
  schedulePublish();
}

/** Counts something pending until the returned function is called (once; later calls do nothing). */
export function beginBusy(): () => void {
  pending += 1;
  document.documentElement.removeAttribute('data-config-ready');
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    schedulePublish();
  };
}

/** `promise`, counted as pending until it settles. */
export function trackBusy<T>(promise: Promise<T>): Promise<T> {
  const end = beginBusy();
  return promise.finally(end);
}
