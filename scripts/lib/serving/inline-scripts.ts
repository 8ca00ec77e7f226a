import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';

/** Script types the browser runs; JSON and JSON-LD data blocks are not run and need no hash. */
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * Every `.html` file under a folder, as absolute paths. Symbolic links are followed, so a deployment
 * assembled from links to another build (tests/e2e/offline.spec.ts does) is read like the build itself.
 */
export function htmlFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      const stat = entry.isSymbolicLink() ? fs.statSync(full) : entry;
      if (stat.isDirectory()) walk(full);
      else if (stat.isFile() && entry.name.endsWith('.html')) found.push(full);
    }
  };
  walk(root);
  return found;
}

/** The CSP `sha256-…` source of one inline script's text. */
export function scriptHash(text: string): string {
  return `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The hashes of the inline scripts one HTML document runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const script of parse(html).querySelectorAll('script')) {
    if (script.hasAttribute('src')) continue;
    const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.push(scriptHash(script.rawText));
  }
  return hashes;
}

/**
 * The hashes of every inline script of the built site, sorted and without repeats. Computed from
 * the build itself, so the policy follows whatever inline scripts the pages have today.
 */
export function buildScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(root)) {
    for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}
