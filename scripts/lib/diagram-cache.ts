import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {ASSET_DIR, DIAGRAM_CACHE_DIR, DIAGRAM_STATIC_DIR} from '../../src/plugins/static-diagrams/manifest';
import type {RenderedDiagram} from './mermaid-renderer';

/** What the cache knows of a rendered SVG besides its text. */
export interface CachedDiagram extends Omit<RenderedDiagram, 'svg'> {
  /** The name it is published under: a hash of the SVG's bytes, so its URL can be cached for good. */
  file: string;
}

/**
 * The SVGs rendered so far, one file per diagram and colour mode, named by a hash of everything that
 * shapes the drawing, so an unchanged diagram is never rendered twice and a changed one never reuses a
 * stale file. Each SVG has a JSON file beside it with its size, text and published name.
 */
export class DiagramCache {
  private readonly svgDir: string;
  /** Where collectMermaidBlocks() keeps the blocks it found per page. */
  readonly blockIndexFile: string;

  constructor(private readonly siteDir: string) {
    this.svgDir = path.join(siteDir, DIAGRAM_CACHE_DIR, 'svg');
    this.blockIndexFile = path.join(siteDir, DIAGRAM_CACHE_DIR, 'blocks.json');
    fs.mkdirSync(this.svgDir, {recursive: true});
  }

  /** The cache key of a drawing: a hash of the source and of everything the renderer draws it with. */
  static key(source: string, renderer: unknown): string {
    return crypto
      .createHash('sha256')
      .update(JSON.stringify([renderer, source]))
      .digest('hex')
      .slice(0, 20);
  }

  get(key: string): CachedDiagram | null {
    try {
      if (!fs.existsSync(this.svgFile(key))) return null;
      const meta = JSON.parse(fs.readFileSync(this.metaFile(key), 'utf8')) as CachedDiagram;
      return meta.file ? meta : null;
    } catch {
      return null;
    }
  }

  put(key: string, {svg, ...rendered}: RenderedDiagram): void {
    fs.writeFileSync(this.svgFile(key), svg);
    const file = `${crypto.createHash('sha256').update(svg).digest('hex').slice(0, 20)}.svg`;
    // Written last: an interrupted write leaves no meta file, so get() renders the diagram again.
    fs.writeFileSync(this.metaFile(key), JSON.stringify({...rendered, file} satisfies CachedDiagram));
  }

  /**
   * Makes the site's diagram static directory hold exactly these SVGs, under ASSET_DIR with their
   * published names, so the build copies the current diagrams and none of the cache's old ones.
   */
  publish(keys: Iterable<string>): void {
    const target = path.join(this.siteDir, DIAGRAM_STATIC_DIR, ASSET_DIR);
    fs.rmSync(target, {recursive: true, force: true});
    fs.mkdirSync(target, {recursive: true});
    for (const key of new Set(keys)) {
      const published = path.join(target, this.get(key)!.file);
      if (fs.existsSync(published)) continue; // two diagrams drawn identically
      try {
        fs.linkSync(this.svgFile(key), published);
      } catch {
        fs.copyFileSync(this.svgFile(key), published);
      }
    }
  }

  /** Empties the static directory: with no SVGs published, every diagram is drawn in the browser. */
  unpublish(): void {
    fs.rmSync(path.join(this.siteDir, DIAGRAM_STATIC_DIR), {recursive: true, force: true});
  }

  private svgFile(key: string): string {
    return path.join(this.svgDir, `${key}.svg`);
  }

  private metaFile(key: string): string {
    return path.join(this.svgDir, `${key}.json`);
  }
}
