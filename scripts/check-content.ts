/**
 * Checks every doc page against the content standard (scripts/lib/content-rules.ts):
 * front matter, tags, length, placeholders, links, release entries; plus unique
 * descriptions and every tag on at least two pages. Prints a summary; exits 1 on a problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {pageKind, pageProblems, proseWords, type FrontMatter, type PageKind} from './lib/content-rules';

const DOCS = path.join(__dirname, '..', 'docs');
const knownTags = new Set(Object.keys(yaml.load(fs.readFileSync(path.join(DOCS, 'tags.yml'), 'utf8')) as object));
const files = fs
  .readdirSync(DOCS, {recursive: true})
  .map(String)
  .filter((f) => /\.mdx?$/.test(f))
  .sort();

const failures: string[] = [];
const descriptions = new Map<string, string>();
const tagUse = new Map<string, number>();
const shortest = new Map<PageKind, {page: string; words: number}>();

for (const rel of files) {
  const source = fs.readFileSync(path.join(DOCS, rel), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) {
    failures.push(`${rel}: no front matter`);
    continue;
  }
  const frontMatter = (yaml.load(match[1]) ?? {}) as FrontMatter;
  const body = match[2];
  for (const problem of pageProblems(rel, frontMatter, body, knownTags)) failures.push(`${rel}: ${problem}`);
  if (typeof frontMatter.description === 'string') {
    const other = descriptions.get(frontMatter.description);
    if (other) failures.push(`${rel}: same description as ${other}`);
    descriptions.set(frontMatter.description, rel);
  }
  for (const tag of (frontMatter.tags as string[]) ?? []) tagUse.set(tag, (tagUse.get(tag) ?? 0) + 1);
  const kind = pageKind(rel);
  const words = proseWords(body);
  if (!shortest.has(kind) || words < shortest.get(kind)!.words) shortest.set(kind, {page: rel, words});
}
for (const [tag, count] of tagUse) if (count < 2) failures.push(`tag "${tag}" is used by only ${count} page`);

console.log(`Content check: ${files.length} pages, ${tagUse.size} tags in use`);
for (const [kind, {page, words}] of shortest) console.log(`  shortest ${kind} page: ${page} (${words} words)`);
for (const failure of failures) console.log(`  FAIL ${failure}`);
console.log(failures.length ? `${failures.length} problems` : 'All pages meet the content standard.');
process.exit(failures.length ? 1 : 0);
