import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';

describe('onDemand', () => {
  it('imports once, and once arrived hands the module over synchronously', async () => {
    const module = { name: 'data layer' };
    const importModule = vi.fn(async () => module);
    const lazy = onDemand(importModule);
    const used: string[] = [];
    lazy.use((m) => used.push(`first ${m.name}`));
    expect(used).toEqual([]);
    await lazy.load();
    lazy.use((m) => used.push(`then ${m.name}`));
    expect(used).toEqual(['first data layer', 'then data layer']);
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('tries again after a failed import, and a use that failed stays quiet', async () => {
    const importModule = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ ok: true });
    const lazy = onDemand(importModule);
    const used = vi.fn();
    lazy.use(used);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(used).not.toHaveBeenCalled();
    await expect(lazy.load()).resolves.toEqual({ ok: true });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
