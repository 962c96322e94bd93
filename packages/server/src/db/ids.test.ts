import { describe, expect, it } from 'vitest';
import { ID_PATTERN, newId } from './ids.ts';

describe('newId', () => {
  it('gives distinct 24-digit hex ids across many draws of its random pool', () => {
    const ids = Array.from({ length: 1000 }, newId);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
