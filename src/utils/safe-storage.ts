/**
 * localStorage that never throws: private windows, blocked cookies and sandboxed frames refuse
 * storage, and then the value lives in memory for the rest of the visit.
 */
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string): string | null {
  try {
    const value = storage()?.getItem(key);
    if (value !== undefined && value !== null) return value;
  } catch {
    // fall through to the in-memory copy
  }
  return memory.get(key) ?? null;
}

export function writeStored(key: string, value: string): void {
  memory.set(key, value);
  try {
    storage()?.setItem(key, value);
  } catch {
    // kept in memory only
  }
}

export function removeStored(key: string): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing stored
  }
}
