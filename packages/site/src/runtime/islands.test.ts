import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IslandModule, loadIslands, startIslands } from './islands.ts';

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

function island(destructor?: () => void) {
  const hydrate = vi.fn((_element: HTMLElement) => destructor);
  const load = vi.fn(async (): Promise<IslandModule> => ({ hydrate }));
  return { hydrate, load };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('loadIslands', () => {
  it('loads only the islands whose trigger is on the page and hydrates every match', async () => {
    page('<div class="accordion" id="one"></div><div class="accordion" id="two"></div><p>text</p>');
    const accordion = island();
    const gallery = island();

    await loadIslands({ '.accordion': accordion.load, '.gallery': gallery.load });

    expect(gallery.load).not.toHaveBeenCalled();
    expect(accordion.load).toHaveBeenCalledOnce();
    expect(accordion.hydrate.mock.calls.map(([element]) => element.id)).toEqual(['one', 'two']);
    expect(accordion.hydrate.mock.calls.every(([element]) => element.dataset.hydrated === '')).toBe(true);
  });

  it('does not hydrate an element twice, nor load again when nothing new matches', async () => {
    page('<div class="map"></div>');
    const map = island();

    await loadIslands({ '.map': map.load });
    await loadIslands({ '.map': map.load });

    expect(map.load).toHaveBeenCalledOnce();
    expect(map.hydrate).toHaveBeenCalledOnce();
  });

  it('hydrates an element once when two loads run at the same time', async () => {
    page('<div class="map"></div>');
    const map = island();

    await Promise.all([loadIslands({ '.map': map.load }), loadIslands({ '.map': map.load })]);

    expect(map.hydrate).toHaveBeenCalledOnce();
  });

  it('hydrates elements added after the first load', async () => {
    const root = page('<div class="map" id="first"></div>');
    const map = island();
    await loadIslands({ '.map': map.load });

    root.insertAdjacentHTML('beforeend', '<div class="map" id="second"></div>');
    await loadIslands({ '.map': map.load });

    expect(map.hydrate.mock.calls.map(([element]) => element.id)).toEqual(['first', 'second']);
  });

  it('logs the trigger when its module cannot be loaded, and tries again on the next call', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    page('<div class="video"></div>');
    const failure = new Error('chunk failed');
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce({ hydrate: vi.fn() });

    expect(await loadIslands({ '.video': load })).toEqual([]);
    expect(logged).toHaveBeenCalledExactlyOnceWith('Unable to load module for trigger', '.video', failure);

    await loadIslands({ '.video': load });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('limits itself to the given root', async () => {
    page('<section id="inside"><div class="map"></div></section><div class="map"></div>');
    const map = island();
    const inside = document.getElementById('inside');
    if (!inside) throw new Error('missing fixture');

    await loadIslands({ '.map': map.load }, inside);

    expect(map.hydrate).toHaveBeenCalledOnce();
    expect(map.hydrate.mock.calls[0]?.[0].parentElement).toBe(inside);
  });

  it('returns destructors that undo the hydration and let the element hydrate again', async () => {
    page('<div class="map"></div>');
    const undo = vi.fn();
    const map = island(undo);

    const destructors = await loadIslands({ '.map': map.load });
    for (const destructor of destructors) destructor();
    await loadIslands({ '.map': map.load });

    expect(undo).toHaveBeenCalledOnce();
    expect(map.hydrate).toHaveBeenCalledTimes(2);
  });

  it('a hydrate that throws does not stop the other elements', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page('<div class="map" id="a"></div><div class="map" id="b"></div>');
    const hydrate = vi.fn((element: HTMLElement) => {
      if (element.id === 'a') throw new Error('bad data');
    });

    await loadIslands({ '.map': async () => ({ hydrate }) });

    expect(hydrate).toHaveBeenCalledTimes(2);
  });
});

describe('startIslands', () => {
  it('its destructor undoes synchronously what has hydrated, so a restart hydrates again', async () => {
    page('<div class="map"></div>');
    const undo = vi.fn();
    const map = island(undo);

    const destroy = startIslands({ '.map': map.load });
    await vi.waitFor(() => expect(map.hydrate).toHaveBeenCalledOnce());
    destroy();
    expect(undo).toHaveBeenCalledOnce();

    startIslands({ '.map': map.load });
    await vi.waitFor(() => expect(map.hydrate).toHaveBeenCalledTimes(2));
  });

  it('hydrates nothing for an island that lands after the destructor ran', async () => {
    page('<div class="map"></div>');
    const map = island();

    startIslands({ '.map': map.load })();

    await vi.waitFor(() => expect(map.load).toHaveBeenCalledOnce());
    // The run's own continuation was queued on the module first, so it has run by now.
    await map.load.mock.results[0]?.value;
    expect(map.hydrate).not.toHaveBeenCalled();
    expect(document.querySelector('.map')?.hasAttribute('data-hydrated')).toBe(false);
  });

  it('a restart while the first run is still loading hydrates the element once, for the restart', async () => {
    page('<div class="map"></div>');
    const lands: Array<(module: IslandModule) => void> = [];
    const undo = vi.fn();
    const hydrate = vi.fn(() => undo);
    const load = () => new Promise<IslandModule>((resolve) => lands.push(resolve));

    const destroyFirst = startIslands({ '.map': load });
    destroyFirst();
    const destroySecond = startIslands({ '.map': load });
    for (const land of lands) land({ hydrate });

    await vi.waitFor(() => expect(document.querySelector('.map')?.hasAttribute('data-hydrated')).toBe(true));
    expect(lands).toHaveLength(2);
    expect(hydrate).toHaveBeenCalledOnce();
    expect(undo).not.toHaveBeenCalled();
    destroySecond();
  });

  it('a destroyed run whose module fails leaves the restart’s claim alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page('<div class="map"></div>');
    let fail: (error: Error) => void = () => {};
    let land: (module: IslandModule) => void = () => {};
    const hydrate = vi.fn();

    startIslands({ '.map': () => new Promise((_resolve, reject) => (fail = reject)) })();
    const destroySecond = startIslands({ '.map': () => new Promise((resolve) => (land = resolve)) });
    fail(new Error('offline'));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledOnce());
    // Still the restart's: another load passes the element by, and the restart hydrates it once.
    await loadIslands({ '.map': async () => ({ hydrate }) });
    expect(hydrate).not.toHaveBeenCalled();
    land({ hydrate });
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    destroySecond();
  });

  it('marks <html data-islands-ready> once every island has hydrated, and unmarks it when destroyed', async () => {
    page('<div class="map"></div>');
    let land: (module: IslandModule) => void = () => {};
    const hydrate = vi.fn();
    const load = () => new Promise<IslandModule>((resolve) => (land = resolve));
    const ready = () => document.documentElement.hasAttribute('data-islands-ready');

    const destroy = startIslands({ '.map': load });
    await Promise.resolve();
    expect(ready()).toBe(false);
    land({ hydrate });
    await vi.waitFor(() => expect(ready()).toBe(true));
    expect(hydrate).toHaveBeenCalledOnce();
    destroy();
    expect(ready()).toBe(false);
  });
});

describe('islands loaded on interaction', () => {
  const FORM = '<form class="signup" action="/subscribe"><input name="email"><button>Go</button></form>';

  it('loads nothing until the visitor presses or types in the element, then hydrates it once', async () => {
    page(FORM);
    const signup = island();
    const destructors = await loadIslands({ '.signup': { load: signup.load, on: 'interaction' } });
    expect(destructors).toHaveLength(1);
    expect(signup.load).not.toHaveBeenCalled();
    const form = document.querySelector('form') as HTMLFormElement;
    form.querySelector('input')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    form.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(signup.hydrate).toHaveBeenCalledWith(form));
    expect(signup.load).toHaveBeenCalledOnce();
    expect(form.dataset.hydrated).toBe('');
  });

  it('holds a form sent before its island arrives and sends it again once hydrated, through the island', async () => {
    page(FORM);
    const form = document.querySelector('form') as HTMLFormElement;
    let arrive: (island: IslandModule) => void = () => {};
    const sentByIsland = vi.fn();
    const hydrate = vi.fn((element: HTMLElement) => {
      const onSubmit = (event: Event) => {
        event.preventDefault();
        sentByIsland();
      };
      element.addEventListener('submit', onSubmit);
      return () => element.removeEventListener('submit', onSubmit);
    });
    const native = vi.spyOn(form, 'submit').mockImplementation(() => {});
    const pageSaw = vi.fn();
    document.addEventListener('submit', pageSaw);
    await loadIslands({
      '.signup': { load: () => new Promise((resolve) => (arrive = resolve)), on: 'interaction' },
    });

    form.requestSubmit();
    expect(pageSaw).not.toHaveBeenCalled();
    arrive({ hydrate });
    await vi.waitFor(() => expect(sentByIsland).toHaveBeenCalledOnce());
    expect(native).not.toHaveBeenCalled();
    document.removeEventListener('submit', pageSaw);
  });

  it('sends a held form the way it goes without scripts when the island cannot load', async () => {
    page(FORM);
    const form = document.querySelector('form') as HTMLFormElement;
    const native = vi.spyOn(form, 'submit').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadIslands({ '.signup': { load: () => Promise.reject(new Error('offline')), on: 'interaction' } });
    form.requestSubmit();
    await vi.waitFor(() => expect(native).toHaveBeenCalledOnce());
  });

  it('tries again at the next interaction when the island could not load', async () => {
    page(FORM);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const signup = island();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(signup.load);
    await loadIslands({ '.signup': { load, on: 'interaction' } });
    const form = document.querySelector('form') as HTMLFormElement;
    form.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    form.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(signup.hydrate).toHaveBeenCalledWith(form));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is undone by its destructor: no load at a later interaction, and a hydration destroyed', async () => {
    page(FORM);
    const destroyed = vi.fn();
    const signup = island(destroyed);
    const [undoBefore] = await loadIslands({ '.signup': { load: signup.load, on: 'interaction' } });
    undoBefore?.();
    document.querySelector('form')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(signup.load).not.toHaveBeenCalled();

    const [undoAfter] = await loadIslands({ '.signup': { load: signup.load, on: 'interaction' } });
    document.querySelector('form')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(signup.hydrate).toHaveBeenCalledOnce());
    undoAfter?.();
    expect(destroyed).toHaveBeenCalledOnce();
  });
});
