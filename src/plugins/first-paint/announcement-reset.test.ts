import {describe, expect, it} from 'vitest';
import {announcementResetScript} from './announcement-reset';

function run(entries: [string, string][], announcementId = 'ai-search-ga-2025') {
  const storage = new Map(entries);
  const window = {
    localStorage: {
      getItem: (k: string) => (storage.has(k) ? storage.get(k)! : null),
      setItem: (k: string, v: string) => void storage.set(k, v),
    },
  };
  new Function('window', announcementResetScript({storageType: 'localStorage', namespace: '-30c', announcementId}))(
    window,
  );
  return storage;
}

describe('announcement reset script', () => {
  it('clears the dismissal when a new announcement replaces the dismissed one', () => {
    const storage = run([
      ['docusaurus.announcement.id-30c', 'older-announcement'],
      ['docusaurus.announcement.dismiss-30c', 'true'],
    ]);
    expect(storage.get('docusaurus.announcement.dismiss-30c')).toBe('false');
  });

  it('keeps the current announcement dismissed', () => {
    const storage = run([
      ['docusaurus.announcement.id-30c', 'ai-search-ga-2025'],
      ['docusaurus.announcement.dismiss-30c', 'true'],
    ]);
    expect(storage.get('docusaurus.announcement.dismiss-30c')).toBe('true');
  });

  it('reads the old misspelled default id as the correct one', () => {
    const storage = run(
      [
        ['docusaurus.announcement.id-30c', 'annoucement-bar'],
        ['docusaurus.announcement.dismiss-30c', 'true'],
      ],
      'announcement-bar',
    );
    expect(storage.get('docusaurus.announcement.dismiss-30c')).toBe('true');
  });

  it('does nothing for a first-time reader', () => {
    expect(run([]).size).toBe(0);
  });
});
