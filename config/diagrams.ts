import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import remarkStaticDiagrams, {type StaticDiagramsOptions} from '../src/plugins/static-diagrams/remark';
import {DIAGRAM_STATIC_DIR, MANIFEST_FILE} from '../src/plugins/static-diagrams/manifest';

/**
 * Mermaid diagrams rendered to SVG at build time (scripts/render-diagrams.ts, run by `npm run build`).
 * See README.md, "Diagrams".
 */

const SITE_DIR = path.join(__dirname, '..');

/** The remark plugin that puts the rendered SVGs in the docs, for `beforeDefaultRemarkPlugins`. */
export function staticDiagramsRemarkPlugin(
  baseUrl: string,
): [typeof remarkStaticDiagrams, StaticDiagramsOptions & {manifestHash: string}] {
  const manifestFile = path.join(SITE_DIR, MANIFEST_FILE);
  return [
    remarkStaticDiagrams,
    {
      manifestFile,
      baseUrl,
      // `docusaurus build` sets NODE_ENV before it loads this file; the dev server leaves it "development".
      onMissingSvg: process.env.NODE_ENV === 'production' ? 'throw' : 'client-side',
      // Not read by the plugin. The docs plugin writes its options to the file its Markdown modules depend
      // on in the bundler's persistent cache; with the manifest's hash in them, new SVGs recompile the docs
      // instead of reusing cached pages that point at the old ones.
      manifestHash: fileHash(manifestFile),
    },
  ];
}

function fileHash(file: string): string {
  try {
    return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return 'none';
  }
}

/** The static directory the render step fills with exactly the current diagrams' SVGs. */
export const diagramStaticDirectory = DIAGRAM_STATIC_DIR;
