// A fake of the HTTP API behind `fetch`: answers by method and path, records what was sent.
import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON; none for an empty answer. */
  body?: unknown;
}

/**
 * An answer; a list, used up in order with the last one repeating; or a function of the sent JSON
 * body, which may hold its answer back to show a pending state.
 */
type Route = FakeAnswer | FakeAnswer[] | ((body: unknown) => FakeAnswer | Promise<FakeAnswer>);

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeApi {
  sent: SentRequest[];
  /** The requests sent as `METHOD /path?query`, in order (the crumb left out). */
  requested: string[];
  /** The requests sent as `METHOD /path`, in order. */
  calls(): string[];
}

function answerFor(route: Route, body: unknown): FakeAnswer | Promise<FakeAnswer> {
  if (typeof route === 'function') return route(body);
  if (!Array.isArray(route)) return route;
  return (route.length > 1 ? route.shift() : route[0]) ?? {};
}

/** Stubs the global fetch; `routes` are keyed 'METHOD /path'. Anything else answers 404. */
export function fakeApi(routes: Record<string, Route>): FakeApi {
  const sent: SentRequest[] = [];
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const address = new URL(url, window.location.href);
    const path = address.pathname;
    address.searchParams.delete('crumb');
    requested.push(`${method} ${path}${address.search}`);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer =
      route === undefined ? { status: 404, body: { error: 'Not found' } } : await answerFor(route, body);
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { sent, requested, calls: () => sent.map(({ method, path }) => `${method} ${path}`) };
}

/** A route that answers only once `release` is called, to catch the pending state. */
export function heldRoute(answer: FakeAnswer) {
  let releaseAnswer = () => {};
  const released = new Promise<void>((resolve) => {
    releaseAnswer = resolve;
  });
  return {
    route: async () => {
      await released;
      return answer;
    },
    release: () => releaseAnswer(),
  };
}
