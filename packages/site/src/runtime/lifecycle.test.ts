import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle } from './lifecycle.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lifecycle', () => {
  it('runs each initialiser once and sets the initialised flag', () => {
    const lifecycle = createLifecycle();
    const first = vi.fn();
    const second = vi.fn();
    lifecycle.registerInitializer('first', first);
    lifecycle.registerInitializer('second', second);
    expect(lifecycle.isInitialized()).toBe(false);

    lifecycle.initialize();

    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(lifecycle.isInitialized()).toBe(true);
  });

  it('warns and runs nothing on a second run', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lifecycle = createLifecycle();
    const initializer = vi.fn();
    lifecycle.registerInitializer('block', initializer);

    lifecycle.initialize();
    lifecycle.initialize();

    expect(initializer).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Detected second run, this is bad.');
  });

  it('destroy runs the destructors, last first, and resets the flag so initialisers run again', () => {
    const lifecycle = createLifecycle();
    const order: string[] = [];
    const initializer = vi.fn(() => () => order.push('a'));
    lifecycle.registerInitializer('a', initializer);
    lifecycle.registerInitializer('b', () => () => order.push('b'));
    lifecycle.registerInitializer('no destructor', () => {});

    lifecycle.initialize();
    lifecycle.destroy();

    expect(order).toEqual(['b', 'a']);
    expect(lifecycle.isInitialized()).toBe(false);
    lifecycle.initialize();
    expect(initializer).toHaveBeenCalledTimes(2);
    lifecycle.destroy();
    expect(order).toEqual(['b', 'a', 'b', 'a']);
  });

  it('a destructor runs once even when destroy is called twice', () => {
    const lifecycle = createLifecycle();
    const destructor = vi.fn();
    lifecycle.registerInitializer('a', () => destructor);
    lifecycle.initialize();
    lifecycle.destroy();
    lifecycle.destroy();
    expect(destructor).toHaveBeenCalledOnce();
  });

  it('a failing initialiser is reported and does not stop the others', () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lifecycle = createLifecycle();
    const failure = new Error('broken block');
    const after = vi.fn();
    lifecycle.registerInitializer('broken', () => {
      throw failure;
    });
    lifecycle.registerInitializer('after', after);

    lifecycle.initialize();

    expect(after).toHaveBeenCalledOnce();
    expect(reported).toHaveBeenCalledWith(failure);
  });
});
