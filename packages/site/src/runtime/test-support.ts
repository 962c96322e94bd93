// Test helpers for the runtime: a scripted fetch and readers for what it was called with.
import { type Mock, vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, instead of body. */
  text?: string;
}

export type FakeFetch = Mock<(url: string, init: RequestInit) => Promise<Response>>;

/** Stubs the global fetch with answers given in order (an Error rejects); then answers 200 `{}`. */
export function stubFetch(...answers: Array<FakeAnswer | Error>): FakeFetch {
  const fetch: FakeFetch = vi.fn(async (_url: string, init: RequestInit) => {
    if (init.signal?.aborted) throw init.signal.reason;
    const answer = answers.shift() ?? { body: {} };
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return {
      status,
      ok: status >= 200 && status < 300,
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export function calledUrl(fetch: FakeFetch, call = 0): URL {
  const args = fetch.mock.calls[call];
  if (!args) throw new Error(`fetch was not called ${call + 1} time(s)`);
  return new URL(args[0]);
}

export function calledInit(fetch: FakeFetch, call = 0): RequestInit {
  const args = fetch.mock.calls[call];
  if (!args) throw new Error(`fetch was not called ${call + 1} time(s)`);
  return args[1];
}

export function setCookie(name: string, value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie.
  document.cookie =
    value === null ? `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/` : `${name}=${value}; path=/`;
}
