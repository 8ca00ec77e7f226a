/**
 * The consistency check: the fact sheet must state every fact in writers/facts.yml, and no
 * page under docs/ may state a conflicting value (scripts/lib/fact-check.ts). Prints each
 * finding as file:line with the fact it contradicts; exits 1 on any.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {checkPage, checkSheet, parseFacts} from './lib/fact-check';

const ROOT = path.join(__dirname, '..');
const DOCS = path.join(ROOT, 'docs');
const SHEET = 'writers/product-fact-sheet.md';
const facts = parseFacts(yaml.load(fs.readFileSync(path.join(ROOT, 'writers/facts.yml'), 'utf8')));

const problems = checkSheet(SHEET, fs.readFileSync(path.join(ROOT, SHEET), 'utf8'), facts);
const pages = fs
  .readdirSync(DOCS, {recursive: true})
  .map(String)
  .filter((f) => /\.mdx?$/.test(f))
  .sort();
for (const rel of pages) {
  const file = `docs/${rel}`;
  for (const finding of checkPage(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), facts)) {
    problems.push(
      `${finding.file}:${finding.line}: ${finding.fact} ("${finding.statement}"): found "${finding.found}"`,
    );
  }
}

console.log(`Fact check: ${facts.length} facts against ${SHEET} and ${pages.length} pages`);
for (const problem of problems) console.log(`  FAIL ${problem}`);
console.log(problems.length ? `${problems.length} conflicting statements` : 'No page contradicts the fact sheet.');
process.exit(problems.length ? 1 : 0);
