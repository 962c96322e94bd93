import { describe, expect, it } from 'vitest';
import { ID_PATTERN, newId, timeOrderedId } from './ids.ts';

describe('newId', () => {
  it('gives distinct 24-digit hex ids across many draws of its random pool', () => {
    const ids = Array.from({ length: 1000 }, newId);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('timeOrderedId', () => {
  it('sorts by the time it is given, is distinct within one millisecond, and shares the pool with newId', () => {
    const start = 1_764_230_000_000;
    // Interleaved with newId, so the two draw half and whole ids from one pool across its refills.
    const ids = Array.from({ length: 1000 }, (_, i) => {
      newId();
      return timeOrderedId(start + Math.floor(i / 10));
    });
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    const byTime = ids.map((id) => id.slice(0, 12));
    expect(byTime).toEqual([...byTime].sort());
    expect(Number.parseInt(ids[0]?.slice(0, 12) ?? '', 16)).toBe(start);
  });
});
