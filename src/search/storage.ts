/**
 * Recent and favourite searches live in localStorage. When the browser refuses storage outright
 * (reading `window.localStorage` throws: blocked cookies, some embedded contexts), DocSearch's modal
 * would crash on its first storage check. Before the modal loads we detect that case, log it once, and
 * put an in-memory Storage in its place: the modal works, and nothing is kept after the page goes.
 */
class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
}

export function storageUsable(): boolean {
  try {
    return typeof window.localStorage !== 'undefined' && window.localStorage !== null;
  } catch {
    return false;
  }
}

let checked = false;

export function ensureStorage(): void {
  if (checked || typeof window === 'undefined') return;
  checked = true;
  if (storageUsable()) return;
  console.warn('Search: browser storage is unavailable; recent and favourite searches will not be kept.');
  try {
    Object.defineProperty(window, 'localStorage', {value: new MemoryStorage(), configurable: true});
  } catch {
    // Nothing more we can do; the modal's own guards remain.
  }
}
