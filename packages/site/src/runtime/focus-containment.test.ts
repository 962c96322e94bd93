// The shared focus containment (second spec document, section 5) in the browser's terms.
import { afterEach, describe, expect, it } from 'vitest';
import { containFocus, FOCUS_CONTAINMENT_MISCONFIGURED } from './focus-containment.ts';

function tab(shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

function page(): void {
  document.body.innerHTML = `<a id="start" href="/a">start</a><button id="opener">open</button>
    <div id="box"><button id="one">1</button><input id="two"><button id="gone" hidden>x</button><a id="three" href="/b">3</a></div>
    <p id="loose" tabindex="0">loose</p><a id="after" href="/c">after</a>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("spec 2 §5: focus containment needs exactly one of container or predicate ('One (and only one) of container and predicate must be set')", () => {
  it('refuses both and neither with the spec’s words', () => {
    page();
    expect(() => containFocus({})).toThrow('One (and only one) of container and predicate must be set');
    expect(() => containFocus({ container: byId('box'), predicate: () => true })).toThrow(
      FOCUS_CONTAINMENT_MISCONFIGURED,
    );
  });

  it('with a container: Tab and Shift+Tab go round its shown stops, focus outside comes back', () => {
    page();
    byId('opener').focus();
    const held = containFocus({ container: byId('box') });
    expect(held.stops().map((stop) => stop.id)).toEqual(['one', 'two', 'three']);
    byId('three').focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(byId('one'));
    expect(tab(true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(byId('three'));
    byId('two').focus();
    expect(tab().defaultPrevented).toBe(false);
    byId('after').focus();
    expect(document.activeElement).toBe(byId('one'));
    held.release();
    expect(document.activeElement).toBe(byId('opener'));
    byId('after').focus();
    expect(document.activeElement).toBe(byId('after'));
  });

  it('with a predicate: what is not one subtree (the box and a loose part) is held as one', () => {
    page();
    const held = containFocus({ predicate: (element) => element.closest('#box, #loose') !== null });
    expect(held.stops().map((stop) => stop.id)).toEqual(['one', 'two', 'three', 'loose']);
    byId('loose').focus();
    expect(document.activeElement).toBe(byId('loose'));
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(byId('one'));
    held.release(false);
  });

  it('gives focus to the named element, else to the page’s first stop when it was on the body', () => {
    page();
    const toOpener = containFocus({ container: byId('box'), returnTo: byId('opener') });
    byId('one').focus();
    toOpener.release();
    expect(document.activeElement).toBe(byId('opener'));

    (document.activeElement as HTMLElement).blur();
    const fromBody = containFocus({ container: byId('box') });
    byId('one').focus();
    byId('box').hidden = true;
    fromBody.release();
    expect(document.activeElement).toBe(byId('start'));
  });

  it('holds nothing once its container has left the page', () => {
    page();
    containFocus({ container: byId('box') });
    byId('box').remove();
    byId('after').focus();
    expect(document.activeElement).toBe(byId('after'));
    expect(tab().defaultPrevented).toBe(false);
  });
});
