// Where the owner behaviour's code loads: only where it can act, and a visitor's first Escape acted on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../context.ts';
import { ownerBehaviourDue, startOwnerBehaviour } from './owner-start.ts';

const context = (overrides: Partial<SiteContext> = {}, useEscapeKeyToLogin = false): SiteContext =>
  ({
    authenticatedAccount: null,
    websiteRoles: [],
    websiteSettings: { useEscapeKeyToLogin },
    ...overrides,
  }) as SiteContext;
const signedIn = { authenticatedAccount: { id: 'a', email: 'o@x.test', displayName: 'O' } };

const install = vi.fn((_context: SiteContext, _pending?: KeyboardEvent) => () => {});
/** owner.ts's import: asked for synchronously where it is due or at the key press. */
const loadOwner = vi.fn(async () => ({ installOwnerBehaviour: install }));
const start = (ctx: SiteContext) => startOwnerBehaviour(ctx, loadOwner);
const pressEscape = (init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

afterEach(() => {
  install.mockClear();
  loadOwner.mockClear();
  document.body.innerHTML = '';
});

describe('ownerBehaviourDue', () => {
  it('is due for a signed-in account, a sign-out’s landing and a page asked not to redirect', () => {
    expect(ownerBehaviourDue(context(signedIn), '')).toBe(true);
    expect(ownerBehaviourDue(context(), '?logout=true')).toBe(true);
    expect(ownerBehaviourDue(context(), '?noredirect')).toBe(true);
    expect(ownerBehaviourDue(context(), '?logout=false&page=2')).toBe(false);
    expect(ownerBehaviourDue(context(), '')).toBe(false);
  });
});

describe('startOwnerBehaviour', () => {
  it('loads it at once where it is due', async () => {
    const stop = start(context(signedIn));
    await vi.waitFor(() => expect(install).toHaveBeenCalledWith(expect.anything(), undefined));
    stop();
  });

  it('loads nothing for a visitor, not even at Escape where Escape does not open the config area', () => {
    const stop = start(context());
    pressEscape();
    expect(loadOwner).not.toHaveBeenCalled();
    stop();
  });

  it('loads it at a visitor’s first Escape, handing that key press over, and not for one typed or taken', async () => {
    const stop = start(context({}, true));
    document.body.innerHTML = '<input id="field">';
    const typed = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });
    document.getElementById('field')?.dispatchEvent(typed);
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    document.body.dispatchEvent(taken);
    expect(loadOwner).not.toHaveBeenCalled();

    const pressed = pressEscape();
    await vi.waitFor(() => expect(install).toHaveBeenCalledOnce());
    expect(install.mock.calls[0]?.[1]).toBe(pressed);
    pressEscape();
    expect(install).toHaveBeenCalledOnce();
    stop();
  });
});
