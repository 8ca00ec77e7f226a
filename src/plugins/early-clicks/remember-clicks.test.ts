import {describe, expect, it} from 'vitest';
import {EARLY_CLICKS, REMEMBER_EARLY_CLICKS, SCRIPTED_CONTROL} from './remember-clicks';

type Control = {attributes: Record<string, string>; setAttribute(name: string, value: string): void};
type Target = {closest?: (selector: string) => Control | null};
type Listener = (event: {target: Target}) => void;

function control(): Control {
  return {
    attributes: {},
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
  };
}

/** Runs the inline script against a fake page; returns the window it fills and a way to click. */
function page() {
  const listeners: Listener[] = [];
  const document = {
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      expect([type, capture]).toEqual(['click', true]);
      listeners.push(listener);
    },
  };
  const window: Record<string, unknown> = {};
  new Function('document', 'window', REMEMBER_EARLY_CLICKS)(document, window);
  const click = (target: Target) => listeners.forEach((listener) => listener({target}));
  /** A target inside `owner`, found the way the script looks for it. */
  const inside = (owner: Control | null): Target => ({
    closest: (selector) => (selector === SCRIPTED_CONTROL ? owner : null),
  });
  return {window, click, inside};
}

describe('the early clicks script', () => {
  it('keeps each clicked control once, in order, and marks it busy', () => {
    const {window, click, inside} = page();
    const caret = control();
    const tryIt = control();
    click(inside(caret));
    click(inside(tryIt));
    click(inside(caret));
    expect(window[EARLY_CLICKS]).toEqual([caret, tryIt]);
    expect(caret.attributes['aria-busy']).toBe('true');
  });

  it('ignores clicks outside scripted controls and every click once React is listening', () => {
    const {window, click, inside} = page();
    click(inside(null));
    click({});
    window.docusaurusRoot = {};
    const late = control();
    click(inside(late));
    expect(window[EARLY_CLICKS]).toEqual([]);
    expect(late.attributes).toEqual({});
  });
});
