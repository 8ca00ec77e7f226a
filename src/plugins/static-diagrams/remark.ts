import fs from 'node:fs';
import type {Code, Nodes, Parent, Root, RootContent} from 'mdast';
import type {Element} from 'hast';
import {diagramAltText} from './alt-text';
import {diagramFigure} from './figure';
import {readManifest, sourceKey, type DiagramManifest} from './manifest';

export interface StaticDiagramsOptions {
  /** The manifest the render step wrote (src/plugins/static-diagrams/manifest.ts). */
  manifestFile: string;
  /** The site's baseUrl, which the SVGs' URLs start with. */
  baseUrl: string;
  /**
   * What to do with a Mermaid block the manifest does not have although the render step ran:
   * `throw` in a production build (the page would otherwise load Mermaid in the browser; the render step
   * must have missed it), `client-side` in the dev server (a diagram being edited is drawn in the browser).
   */
  onMissingSvg: 'throw' | 'client-side';
}

/** An mdast node that turns into the given HTML (mdast-util-to-hast reads `data.hName` and friends). */
interface DiagramFigureNode {
  type: 'staticDiagram';
  data: {hName: string; hProperties: Element['properties']; hChildren: Element['children']};
  position: Code['position'];
}

/**
 * Remark plugin: replaces each ```mermaid code block that has been rendered at build time by a figure
 * with its light and dark SVG images. Blocks it leaves alone go on to @docusaurus/theme-mermaid, which
 * draws them in the browser. It must run before Docusaurus's own mermaid step, which turns every such
 * block into a <mermaid> element: register it in `beforeDefaultRemarkPlugins`.
 */
export default function remarkStaticDiagrams(options: StaticDiagramsOptions) {
  const manifests = new ManifestCache(options.manifestFile);
  let warnedAboutNoManifest = false;
  return (tree: Root, file: {path?: string}) => {
    const manifest = manifests.read();
    if (!manifest && options.onMissingSvg === 'throw' && !warnedAboutNoManifest) {
      warnedAboutNoManifest = true;
      console.warn(
        `[static-diagrams] ${options.manifestFile} is missing, so Mermaid diagrams are drawn in the browser. ` +
          '`npm run build` renders them to SVG first.',
      );
    }
    if (!manifest) return;
    replaceMermaidBlocks(tree, (code) => {
      const entry = manifest.diagrams[sourceKey(code.value)];
      if (entry)
        return figureNode(code, diagramFigure(entry, diagramAltText(code.value, entry.texts), options.baseUrl));
      if (manifest.complete && options.onMissingSvg === 'throw') {
        throw new Error(
          `${file.path ?? 'a Markdown file'}:${code.position?.start.line ?? '?'}: this Mermaid diagram has no ` +
            'rendered SVG. Run `npm run build`, which renders diagrams before building (or `npx tsx scripts/render-diagrams.ts`).',
        );
      }
      return null;
    });
  };
}

function figureNode(code: Code, figure: Element): RootContent {
  const node: DiagramFigureNode = {
    type: 'staticDiagram',
    data: {hName: figure.tagName, hProperties: figure.properties, hChildren: figure.children},
    position: code.position,
  };
  // mdast has no type for a node that only carries HTML; mdast-util-to-hast handles any such node.
  return node as unknown as RootContent;
}

/** Calls `replace` for every ```mermaid block and puts what it returns in the block's place (null: keep). */
function replaceMermaidBlocks(node: Nodes, replace: (code: Code) => RootContent | null): void {
  if (!('children' in node)) return;
  const parent = node as Parent;
  parent.children.forEach((child, index) => {
    if (child.type === 'code' && child.lang === 'mermaid') {
      const replacement = replace(child);
      if (replacement) parent.children[index] = replacement;
    } else {
      replaceMermaidBlocks(child, replace);
    }
  });
}

/** Reads the manifest again only when the file changes, so a running dev server sees a new render. */
class ManifestCache {
  private modified = -1;
  private manifest: DiagramManifest | null = null;

  constructor(private readonly file: string) {}

  read(): DiagramManifest | null {
    const modified = fs.statSync(this.file, {throwIfNoEntry: false})?.mtimeMs ?? 0;
    if (modified !== this.modified) {
      this.modified = modified;
      this.manifest = modified ? readManifest(this.file) : null;
    }
    return this.manifest;
  }
}
