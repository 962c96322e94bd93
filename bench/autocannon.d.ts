// The part of autocannon's programmatic API that bench/memory-probe.ts uses (it ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    // biome-ignore lint/suspicious/noExplicitAny: request callbacks take autocannon's loose shapes
    requests?: Record<string, any>[];
  }
  interface Result {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
