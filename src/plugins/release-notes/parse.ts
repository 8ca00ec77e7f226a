import GithubSlugger from 'github-slugger';

/** The kinds of entry a release note may carry, in the order readers scan them. */
export const RELEASE_KINDS = ['New', 'Improved', 'Fixed', 'Deprecated', 'Security'] as const;

/** One dated entry of a monthly release note. */
export type ReleaseEntry = {
  date: string; // YYYY-MM-DD
  kind: (typeof RELEASE_KINDS)[number];
  area: string;
  title: string;
  summary: string;
  /** URL of the entry: the note's permalink plus the heading anchor. */
  url: string;
};

const AREA_HEADING = /^## (.+?)\s*$/;
const ENTRY_HEADING = new RegExp(`^### (${RELEASE_KINDS.join('|')}): (.+?)\\s*$`);
const DATE_LEAD = /^\*\*(\d{4}-\d{2}-\d{2})\*\*\s*(?:·|-|—)?\s*(.*)$/;

/** Markdown inline syntax reduced to plain text for summaries. */
export function toPlainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads the entries of one release note. Entry format (see CONTRIBUTING.md):
 *
 *     ## Studio
 *     ### New: Dynamic chat node
 *     **2023-09-14** · What changed, in one or more sentences.
 *
 * Throws when an entry heading is not followed by its date, so a note cannot
 * silently drop out of /whats-new.
 */
export function parseReleaseNote(markdownBody: string, permalink: string, fileLabel: string): ReleaseEntry[] {
  const slugger = new GithubSlugger();
  const lines = markdownBody.split('\n');
  const entries: ReleaseEntry[] = [];
  let area = '';
  let inFence = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    const areaMatch = AREA_HEADING.exec(line);
    if (areaMatch) {
      area = areaMatch[1];
      slugger.slug(areaMatch[1]);
      continue;
    }
    if (/^#{2,6} /.test(line) && !ENTRY_HEADING.test(line)) {
      slugger.slug(line.replace(/^#+ /, '').trim());
      continue;
    }
    const entryMatch = ENTRY_HEADING.exec(line);
    if (!entryMatch) continue;
    const anchor = slugger.slug(`${entryMatch[1]}: ${entryMatch[2]}`);
    let j = i + 1;
    while (j < lines.length && lines[j].trim() === '') j += 1;
    const dateMatch = DATE_LEAD.exec(lines[j] ?? '');
    if (!dateMatch) {
      throw new Error(`${fileLabel}: entry "${entryMatch[2]}" must be followed by a line starting with **YYYY-MM-DD**`);
    }
    const paragraph = [dateMatch[2]];
    for (let k = j + 1; k < lines.length && lines[k].trim() !== '' && !lines[k].startsWith('#'); k += 1) {
      paragraph.push(lines[k]);
    }
    entries.push({
      date: dateMatch[1],
      kind: entryMatch[1] as ReleaseEntry['kind'],
      area,
      title: toPlainText(entryMatch[2]),
      summary: toPlainText(paragraph.join(' ')),
      url: `${permalink}#${anchor}`,
    });
  }
  return entries;
}

/** Newest first; ties keep the order of the notes. */
export function newestFirst(entries: ReleaseEntry[]): ReleaseEntry[] {
  return entries
    .map((entry, index) => ({entry, index}))
    .sort((a, b) => b.entry.date.localeCompare(a.entry.date) || a.index - b.index)
    .map(({entry}) => entry);
}
