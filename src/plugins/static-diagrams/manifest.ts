import crypto from 'node:crypto';
import fs from 'node:fs';
import type {ColorMode} from '../../../config/mermaid';

/**
 * The contract between the render step (scripts/render-diagrams.ts), which writes the manifest, and the
 * remark plugin (./remark.ts), which reads it while the site compiles. Paths are relative to the site.
 */

/** Everything rendered. Under node_modules/.cache, so `npm run clear` empties it with the bundler's cache. */
export const DIAGRAM_CACHE_DIR = 'node_modules/.cache/mynah-diagrams';

/** A static directory of the site: it holds exactly the SVGs of the current diagrams, under ASSET_DIR. */
export const DIAGRAM_STATIC_DIR = `${DIAGRAM_CACHE_DIR}/static`;

/** Where the SVGs are served. The host caches everything under /assets/ for a year, so names carry a hash. */
export const ASSET_DIR = 'assets/diagrams';

export const MANIFEST_FILE = `${DIAGRAM_CACHE_DIR}/manifest.json`;

/** Bump when the manifest's shape changes, so an old cache is ignored rather than misread. */
export const MANIFEST_FORMAT = 1;

export interface RenderedSvg {
  /** File name under ASSET_DIR, e.g. `4f1c…e2.svg`. */
  file: string;
  /** Intrinsic size in CSS pixels, written on the `<img>` so the page reserves the space before it loads. */
  width: number;
  height: number;
}

export interface ManifestEntry {
  svg: Record<ColorMode, RenderedSvg>;
  /** The diagram's visible text in drawing order, for the text alternative of diagram types we do not parse. */
  texts: string[];
}

export interface DiagramManifest {
  format: typeof MANIFEST_FORMAT;
  /**
   * True when every Mermaid block under docs/ had its SVGs when the manifest was written. False when
   * some could not be rendered (no Chromium): those are drawn in the browser.
   */
  complete: boolean;
  mermaidVersion: string;
  /** Keyed by sourceKey() of the code block's text. */
  diagrams: Record<string, ManifestEntry>;
}

/** The key of a diagram's source: the exact text of the code block, as remark parses it. */
export function sourceKey(source: string): string {
  return crypto.createHash('sha256').update(source).digest('hex').slice(0, 24);
}

/** The manifest, or null when there is none or it was written in another format. */
export function readManifest(file: string): DiagramManifest | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const manifest = JSON.parse(text) as DiagramManifest;
  return manifest.format === MANIFEST_FORMAT ? manifest : null;
}
