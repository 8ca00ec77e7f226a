import {describe, expect, it} from 'vitest';
import {EARLY_SEARCH, REMEMBER_EARLY_SEARCH} from './remember-request';

type Listener = (event: FakeEvent) => void;
type Target = {tagName: string; isContentEditable?: boolean; closest?: (selector: string) => unknown};
type FakeEvent = {
  key?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target: Target;
  defaultPrevented: boolean;
  preventDefault(): void;
};

/** Runs the inline script against a fake page with a search button; returns how to drive it. */
function page() {
  const listeners: Record<string, Listener[]> = {};
  const buttonAttributes: Record<string, string> = {};
  const searchButton: Target = {tagName: 'BUTTON', closest: (s) => (s === '.DocSearch-Button' ? searchButton : null)};
  const document = {
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      expect(capture).toBe(true);
      (listeners[type] ??= []).push(listener);
    },
    querySelector: () => ({setAttribute: (name: string, value: string) => (buttonAttributes[name] = value)}),
  };
  const window: Record<string, unknown> = {};
  new Function('document', 'window', REMEMBER_EARLY_SEARCH)(document, window);
  const dispatch = (type: string, init: Partial<FakeEvent> & {target: Target}) => {
    const event: FakeEvent = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
      ...init,
    };
    for (const listener of listeners[type] ?? []) listener(event);
    return event;
  };
  const body: Target = {tagName: 'BODY', closest: () => null};
  const otherButton: Target = {tagName: 'BUTTON', closest: () => null};
  const input: Target = {tagName: 'INPUT', closest: () => null};
  return {window, dispatch, buttonAttributes, targets: {body, searchButton, otherButton, input}};
}

describe('the early search request script', () => {
  it('remembers Ctrl+K, Cmd+K and a click on the search button, and marks the button busy', () => {
    for (const modifier of [{ctrlKey: true}, {metaKey: true}]) {
      const {window, dispatch, buttonAttributes, targets} = page();
      const event = dispatch('keydown', {key: 'k', ...modifier, target: targets.body});
      expect(event.defaultPrevented).toBe(true);
      expect(window[EARLY_SEARCH.request]).toEqual({query: ''});
      expect(buttonAttributes['aria-busy']).toBe('true');
    }
    const {window, dispatch, targets} = page();
    expect(dispatch('click', {target: targets.searchButton}).defaultPrevented).toBe(true);
    expect(window[EARLY_SEARCH.request]).toEqual({query: ''});
  });

  it('takes "/" on the page and on any button, but not in an input', () => {
    const onButton = page();
    onButton.dispatch('keydown', {key: '/', target: onButton.targets.otherButton});
    expect(onButton.window[EARLY_SEARCH.request]).toEqual({query: ''});

    const inInput = page();
    const event = inInput.dispatch('keydown', {key: '/', target: inInput.targets.input});
    expect(event.defaultPrevented).toBe(false);
    expect(inInput.window[EARLY_SEARCH.request]).toBeUndefined();
  });

  it('keeps a letter or digit typed on the focused search button as the query, and ignores other keys', () => {
    const {window, dispatch, targets} = page();
    dispatch('keydown', {key: 'w', target: targets.searchButton});
    expect(window[EARLY_SEARCH.request]).toEqual({query: 'w'});
    dispatch('keydown', {key: '7', target: targets.searchButton});
    expect(window[EARLY_SEARCH.request]).toEqual({query: '7'});

    const other = page();
    for (const key of ['Tab', 'Enter', ' ', '-']) other.dispatch('keydown', {key, target: other.targets.searchButton});
    other.dispatch('keydown', {key: 'w', target: other.targets.otherButton});
    other.dispatch('click', {target: other.targets.otherButton});
    expect(other.window[EARLY_SEARCH.request]).toBeUndefined();
  });

  it('does nothing once the search bar is ready', () => {
    const {window, dispatch, targets} = page();
    window[EARLY_SEARCH.ready] = true;
    expect(dispatch('keydown', {key: 'k', ctrlKey: true, target: targets.body}).defaultPrevented).toBe(false);
    expect(dispatch('click', {target: targets.searchButton}).defaultPrevented).toBe(false);
    expect(window[EARLY_SEARCH.request]).toBeUndefined();
  });
});
