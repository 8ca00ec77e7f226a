import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {newestFirst, parseReleaseNote, type ReleaseEntry} from './parse';

/** How many entries /whats-new lists; older ones stay in the monthly notes. */
export const WHATS_NEW_LIMIT = 40;

/** How many entries the home page lists (their summaries are not shown there). */
export const HOME_LIMIT = 4;

const NOTE_PATH = /^(\d{4})\/([\w-]+)\.md$/;

async function listNotes(updatesDir: string): Promise<string[]> {
  const years = (await fs.readdir(updatesDir, {withFileTypes: true})).filter((d) => d.isDirectory());
  const files: string[] = [];
  for (const year of years) {
    for (const file of await fs.readdir(path.join(updatesDir, year.name))) {
      const rel = `${year.name}/${file}`;
      if (NOTE_PATH.test(rel)) files.push(rel);
    }
  }
  return files.sort();
}

/**
 * Reads the dated entries of every monthly release note under docs/updates/<year>/
 * and writes them, newest first, to generated JSON files: the latest forty for
 * /whats-new and the newest four, without summaries, for the home page. The notes are the one source; nothing is written twice.
 */
export default function releaseNotesPlugin(context: LoadContext): Plugin<ReleaseEntry[]> {
  const updatesDir = path.join(context.siteDir, 'docs', 'updates');
  return {
    name: 'release-notes',
    getPathsToWatch: () => [path.join(updatesDir, '*/*.md')],
    async loadContent() {
      const entries: ReleaseEntry[] = [];
      for (const rel of await listNotes(updatesDir).catch(() => [])) {
        const source = await fs.readFile(path.join(updatesDir, rel), 'utf8');
        const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
        const permalink = `/docs/updates/${rel.replace(/\.md$/, '')}`;
        entries.push(...parseReleaseNote(body, permalink, `docs/updates/${rel}`));
      }
      return newestFirst(entries);
    },
    async contentLoaded({content, actions}) {
      await actions.createData('latest-releases.json', JSON.stringify(content.slice(0, WHATS_NEW_LIMIT)));
      // A file of its own for the home page, which would otherwise ship all forty entries to list four.
      const newest = content.slice(0, HOME_LIMIT).map(({summary: _summary, ...entry}) => entry);
      await actions.createData('newest-releases.json', JSON.stringify(newest));
    },
  };
}
