import {describe, expect, it} from 'vitest';
import {LOAD_SCRIPTS_AFTER_PAINT} from './scripts-after-paint';
import {PAGE_SCRIPTS_ID} from './page-scripts';

const URLS = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js', '/assets/js/3.4.js'];

type Options = {hidden?: boolean; paintTiming?: boolean};

/** Runs the inline script against a fake page; returns what it appended and the hooks to drive it. */
function start({hidden = false, paintTiming = true}: Options = {}) {
  const appended: Array<{src: string; async: boolean}> = [];
  const timers: Array<{run: () => void; ms: number}> = [];
  let observer: {callback: (list: unknown, o: {disconnect(): void}) => void; disconnected: boolean} | undefined;
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    getElementById: (id: string) => (id === PAGE_SCRIPTS_ID ? {textContent: JSON.stringify(URLS)} : null),
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (el: {src: string; async: boolean}) => void appended.push({...el})},
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: NonNullable<typeof observer>['callback']) {
      observer = {callback, disconnected: false};
    }
    observe() {}
  }
  const window = {PerformanceObserver: FakeObserver};
  const setTimeout = (run: () => void, ms: number) => void timers.push({run, ms});
  new Function('document', 'window', 'setTimeout', LOAD_SCRIPTS_AFTER_PAINT)(document, window, setTimeout);
  const paint = (name: string) =>
    observer!.callback(
      {getEntriesByName: (n: string) => (n === name ? [{name}] : [])},
      {
        disconnect: () => void (observer!.disconnected = true),
      },
    );
  const runTimers = (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.run());
  return {appended, paint, runTimers, observer: () => observer};
}

describe('scripts after first paint', () => {
  it('adds nothing before the first contentful paint, then every listed script in order, not async', () => {
    const page = start();
    page.paint('first-paint');
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.observer()!.disconnected).toBe(true);
    expect(page.appended).toEqual([]);
    page.runTimers(0);
    expect(page.appended).toEqual(URLS.map((src) => ({src, async: false})));
  });

  it('loads at once in a hidden tab, which paints nothing', () => {
    expect(start({hidden: true}).appended.map((s) => s.src)).toEqual(URLS);
  });

  it('loads at once when the browser has no paint timing', () => {
    expect(start({paintTiming: false}).appended.map((s) => s.src)).toEqual(URLS);
  });

  it('loads after 3 s when no paint is reported, and only once', () => {
    const page = start();
    page.runTimers(3000);
    expect(page.appended).toHaveLength(URLS.length);
    page.paint('first-contentful-paint');
    page.runTimers(0);
    expect(page.appended).toHaveLength(URLS.length);
  });
});
