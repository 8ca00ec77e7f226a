import {describe, expect, it} from 'vitest';
import {colorModeDefaultScript} from './color-mode-default';

function run(storage: Map<string, string> | 'unavailable') {
  const window: Record<string, unknown> = {};
  if (storage !== 'unavailable') {
    window.localStorage = {
      getItem: (k: string) => (storage.has(k) ? storage.get(k)! : null),
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
  }
  const script = colorModeDefaultScript({storageType: 'localStorage', namespace: '-30c'});
  new Function('window', script)(window);
}

describe('colour-mode default script', () => {
  it('stores light for a first-time reader', () => {
    const storage = new Map<string, string>();
    run(storage);
    expect(storage.get('theme-30c')).toBe('light');
  });

  it('keeps "system" (no stored theme) for a returning reader', () => {
    const storage = new Map([['mynah.colorMode.initialised-30c', '1']]);
    run(storage);
    expect(storage.has('theme-30c')).toBe(false);
  });

  it('never overrides an explicit choice', () => {
    const storage = new Map([['theme-30c', 'dark']]);
    run(storage);
    expect(storage.get('theme-30c')).toBe('dark');
  });

  it('does nothing, and does not throw, when storage is unavailable', () => {
    expect(() => run('unavailable')).not.toThrow();
  });
});
