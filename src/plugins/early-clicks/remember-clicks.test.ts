import {describe, expect, it} from 'vitest';
import {EARLY_CLICKS, REMEMBER_EARLY_CLICKS, SCRIPTED_CONTROL} from './remember-clicks';

type Control = {
  attributes: Record<string, string>;
  isConnected: boolean;
  clicks: number;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  click(): void;
};
type Target = {closest?: (selector: string) => Control | null};
type Listener = (event: {target: Target}) => void;

function control(): Control {
  return {
    attributes: {},
    isConnected: true,
    clicks: 0,
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
    removeAttribute(name) {
      delete this.attributes[name];
    },
    click() {
      this.clicks++;
    },
  };
}

/** Runs the inline script against a fake page with a fake clock; returns how to drive it. */
function page() {
  const listeners: Listener[] = [];
  const document = {
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      expect([type, capture]).toEqual(['click', true]);
      listeners.push(listener);
    },
  };
  const window: Record<string, unknown> = {};
  let timers: (() => void)[] = [];
  let now = 0;
  const setTimeout = (callback: () => void) => timers.push(callback);
  /** Runs the timers due in the next `ms`, 50 ms at a time (the script's step). */
  const wait = (ms: number) => {
    for (const end = now + ms; now < end; now += 50) {
      const due = timers;
      timers = [];
      due.forEach((callback) => callback());
    }
  };
  new Function('document', 'window', 'setTimeout', REMEMBER_EARLY_CLICKS)(document, window, setTimeout);
  const click = (target: Target) => listeners.forEach((listener) => listener({target}));
  /** A target inside `owner`, found the way the script looks for it. */
  const inside = (owner: Control | null): Target => ({
    closest: (selector) => (selector === SCRIPTED_CONTROL ? owner : null),
  });
  return {window, click, inside, wait, pending: () => timers.length};
}

describe('the early clicks script', () => {
  it('keeps each clicked control once, marks it busy, and clicks it again once the app has started', () => {
    const {window, click, inside, wait, pending} = page();
    const caret = control();
    const tryIt = control();
    click(inside(caret));
    click(inside(tryIt));
    click(inside(caret));
    expect(window[EARLY_CLICKS]).toEqual([caret, tryIt]);
    expect(caret.attributes['aria-busy']).toBe('true');
    wait(1000);
    expect([caret.clicks, tryIt.clicks]).toEqual([0, 0]);
    window.docusaurusRoot = {};
    wait(100);
    expect([caret.clicks, tryIt.clicks]).toEqual([1, 1]);
    expect(caret.attributes).toEqual({});
    expect(window[EARLY_CLICKS]).toEqual([]);
    expect(pending()).toBe(0);
  });

  it('ignores clicks outside scripted controls and every click once React is listening', () => {
    const {window, click, inside, pending} = page();
    click(inside(null));
    click({});
    window.docusaurusRoot = {};
    const late = control();
    click(inside(late));
    expect(window[EARLY_CLICKS]).toEqual([]);
    expect(late.attributes).toEqual({});
    expect(pending()).toBe(0);
  });

  it('does not click a control the app has replaced, and gives up when the app never starts', () => {
    const replaced = page();
    const gone = control();
    replaced.click(replaced.inside(gone));
    gone.isConnected = false;
    replaced.window.docusaurusRoot = {};
    replaced.wait(100);
    expect(gone.clicks).toBe(0);

    const broken = page();
    const waiting = control();
    broken.click(broken.inside(waiting));
    broken.wait(31_000);
    expect(waiting.clicks).toBe(0);
    expect(waiting.attributes).toEqual({});
    expect(broken.pending()).toBe(0);
  });
});
