// The site's error reporter (spec sections 7 and 9): uncaught errors and unhandled rejections are
// queued and sent in batches to the server, within the spec's client limits.
import {
  ERROR_QUEUE_SIZE,
  ERROR_REPORTS_PER_PAGE,
  ERROR_SEND_DEBOUNCE_MS,
  ERROR_STACK_MAX_LENGTH,
} from '@tessera/core';
import { ensureCrumbCookie } from './crumb.ts';
import { onDemand } from './on-demand.ts';

export interface ErrorReport {
  event: string;
  data: { message: string; stack: string; url: string; line: number; column: number };
  timestamp: number;
}

function describe(event: ErrorEvent | PromiseRejectionEvent): ErrorReport['data'] {
  if ('reason' in event) {
    const reason: unknown = event.reason;
    const error = reason instanceof Error ? reason : null;
    return {
      message: error?.message ?? String(reason),
      stack: (error?.stack ?? '').slice(0, ERROR_STACK_MAX_LENGTH),
      url: location.href,
      line: 0,
      column: 0,
    };
  }
  const stack: unknown = event.error?.stack;
  return {
    message: event.message,
    stack: typeof stack === 'string' ? stack.slice(0, ERROR_STACK_MAX_LENGTH) : '',
    url: event.filename || location.href,
    line: event.lineno,
    column: event.colno,
  };
}

/**
 * The data layer's client, loaded by a page's first error (most pages never have one), so that it is
 * at hand by the time the reports go.
 */
export const reportClient = onDemand(() => import('../api/call.ts'));

/** Starts reporting the window's uncaught errors; returns the function that stops it. */
export function installErrorReporter(target: Window = window): () => void {
  let reported = 0;
  let queue: ErrorReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = (keepalive = false) => {
    clearTimeout(timer);
    const [first, ...rest] = queue;
    if (!first) return;
    queue = [];
    // Spec 1 §7: sent "with a crumb header". So not by sendBeacon, which cannot set a header: by
    // fetch, with keepalive as the page goes away (the beacon's way of outliving the page; a crumb
    // failure's one retry may then not happen, which costs at most that last batch).
    // Failures are dropped: reporting them would feed this reporter its own errors.
    reportClient.use(({ call }) => {
      call('POST /api/events/RecordJavascriptErrors', {
        body: [first, ...rest],
        silent: true,
        keepalive,
        crumbHeader: true,
      }).catch(() => {});
    });
  };
  const queueReport = (event: ErrorEvent | PromiseRejectionEvent) => {
    if (reported >= ERROR_REPORTS_PER_PAGE || queue.length >= ERROR_QUEUE_SIZE) return;
    // A cached page sets no crumb cookie: fetch one now, so the batch (sent at unload maybe) has it.
    if (reported === 0) {
      void ensureCrumbCookie();
      void reportClient.load();
    }
    reported++;
    queue.push({ event: event.type, data: describe(event), timestamp: Date.now() });
    clearTimeout(timer);
    timer = setTimeout(() => send(), ERROR_SEND_DEBOUNCE_MS);
  };
  // Sent at once when the page goes away, or the debounce would lose the last reports.
  const sendOnPageHide = () => send(true);

  target.addEventListener('error', queueReport);
  target.addEventListener('unhandledrejection', queueReport);
  target.addEventListener('pagehide', sendOnPageHide);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('error', queueReport);
    target.removeEventListener('unhandledrejection', queueReport);
    target.removeEventListener('pagehide', sendOnPageHide);
  };
}
