import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {LEVEL_WEIGHT, recordId, type Hierarchy, type RecordType, type SearchRecord} from '../../search/records';

/**
 * Turns one built HTML page into DocSearch-shaped records, the way the DocSearch crawler's
 * Docusaurus template does: one record for the page title, one per heading (with its anchor) and one
 * per paragraph, list item or table row, each carrying the full heading path above it.
 *
 * The built HTML is minified (unquoted attributes, omitted end tags), so it is read with a real HTML
 * parser, never with regular expressions.
 */

/** Pages that are not content: tag listings, the search page itself, diagnostics and the 404 page. */
export function isIndexable(routePath: string): boolean {
  if (routePath === '/404' || routePath === '/search') return false;
  if (routePath === '/docs/tags' || routePath.startsWith('/docs/tags/')) return false;
  if (routePath.startsWith('/diagnostics')) return false;
  return true;
}

/** The site section a page belongs to; DocSearch groups hits by it (hierarchy.lvl0). */
export type Section = {prefix: string; lvl0: string; pageRank: number};

export const SECTIONS: Section[] = [
  {prefix: '/docs/platform_concepts', lvl0: 'Help Docs', pageRank: 0},
  {prefix: '/docs/enterprise-integration', lvl0: 'Enterprise Integration', pageRank: 0},
  {prefix: '/enterprise-integration', lvl0: 'Enterprise Integration', pageRank: 0},
  {prefix: '/docs/cookbooks', lvl0: 'Use Case Guides', pageRank: 0},
  {prefix: '/docs/tutorials', lvl0: 'Tutorials', pageRank: 0},
  {prefix: '/videos', lvl0: 'Tutorials', pageRank: 0},
  {prefix: '/api', lvl0: 'API Reference', pageRank: 0},
  {prefix: '/docs/glossary', lvl0: 'Glossary', pageRank: 0},
  // Release notes mention every feature; they rank below the pages that document it.
  {prefix: '/docs/updates', lvl0: 'Release notes', pageRank: -1},
  {prefix: '/whats-new', lvl0: 'Release notes', pageRank: -1},
];

const DEFAULT_SECTION: Section = {prefix: '/', lvl0: 'Help Docs', pageRank: 0};

export function sectionOf(routePath: string): Section {
  return SECTIONS.find((s) => routePath === s.prefix || routePath.startsWith(`${s.prefix}/`)) ?? DEFAULT_SECTION;
}

/** Elements whose text is never searchable: code, chrome, media and machinery. */
const SKIP_TAGS = new Set([
  'pre',
  'script',
  'style',
  'noscript',
  'svg',
  'img',
  'picture',
  'video',
  'iframe',
  'button',
  'nav',
  'form',
  'input',
  'select',
  'textarea',
  'template',
]);
const SKIP_CLASSES = ['hash-link', 'theme-doc-footer', 'theme-doc-toc-mobile', 'pagination-nav', 'sr-only'];

/** Elements that start a new block of text; anything else is inline and joins its neighbours. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'br',
]);

const HEADING = /^h([1-6])$/;

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

function isText(node: ChildNode): node is DefaultTreeAdapterMap['textNode'] {
  return node.nodeName === '#text';
}

function attr(el: Element, name: string): string | null {
  return el.attrs.find((a) => a.name === name)?.value ?? null;
}

function elementChildren(el: ParentNode): Element[] {
  return el.childNodes.filter(isElement);
}

/** The first element, in document order, that matches. */
function find(node: ParentNode, match: (el: Element) => boolean): Element | null {
  for (const child of elementChildren(node)) {
    if (match(child)) return child;
    const inner = find(child, match);
    if (inner) return inner;
  }
  return null;
}

function hasClass(el: Element, name: string): boolean {
  return (attr(el, 'class') ?? '').split(/\s+/).includes(name);
}

function skipped(el: Element): boolean {
  if (SKIP_TAGS.has(el.tagName)) return true;
  if (attr(el, 'aria-hidden') === 'true') return true;
  return SKIP_CLASSES.some((c) => hasClass(el, c));
}

/** Collapses whitespace and drops the zero-width spaces Docusaurus puts in heading anchors. */
export function cleanText(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of an element's content, ignoring skipped descendants. */
function inlineText(el: Element): string {
  let out = '';
  for (const child of el.childNodes) {
    if (isText(child)) out += child.value;
    else if (isElement(child) && !skipped(child)) out += child.tagName === 'br' ? ' ' : inlineText(child);
  }
  return out;
}

function hasBlockChild(el: Element): boolean {
  return el.childNodes.some((c) => isElement(c) && !skipped(c) && BLOCK_TAGS.has(c.tagName));
}

type Block = {kind: 'heading'; level: number; text: string; id: string | null} | {kind: 'text'; text: string};

/** Walks the content root in document order and yields headings and text blocks. */
function collectBlocks(root: Element): Block[] {
  const blocks: Block[] = [];
  const visit = (el: Element): void => {
    if (skipped(el)) return;
    const heading = HEADING.exec(el.tagName);
    if (heading) {
      const text = cleanText(inlineText(el));
      if (text) blocks.push({kind: 'heading', level: Number(heading[1]), text, id: attr(el, 'id') || null});
      return;
    }
    if (el.tagName === 'tr') {
      // A table row is one record: its cells in order. Header rows only label the columns.
      const cells = elementChildren(el).filter((c) => c.tagName === 'td' || c.tagName === 'th');
      if (cells.every((c) => c.tagName === 'th')) return;
      const text = cells
        .map((c) => cleanText(inlineText(c)))
        .filter(Boolean)
        .join(' · ');
      if (text) blocks.push({kind: 'text', text});
      return;
    }
    if (!hasBlockChild(el)) {
      const text = cleanText(inlineText(el));
      if (text) blocks.push({kind: 'text', text});
      return;
    }
    // Mixed content (a list item with a nested list, a div with text and blocks): each inline run
    // between block children is a block of its own.
    let run = '';
    const flush = (): void => {
      const text = cleanText(run);
      if (text) blocks.push({kind: 'text', text});
      run = '';
    };
    for (const child of el.childNodes) {
      if (isText(child)) run += child.value;
      else if (isElement(child) && !skipped(child)) {
        if (BLOCK_TAGS.has(child.tagName)) {
          flush();
          visit(child);
        } else run += inlineText(child);
      }
    }
    flush();
  };
  visit(root);
  return blocks;
}

/** The element that holds a page's content: a doc's markdown, an API page's article, or a page's main. */
function contentRoot(doc: ParentNode): Element | null {
  const article = find(doc, (el) => el.tagName === 'article');
  return (
    (article && find(article, (el) => hasClass(el, 'theme-doc-markdown'))) ??
    article ??
    find(doc, (el) => el.tagName === 'main') ??
    find(doc, (el) => el.tagName === 'body')
  );
}

function meta(doc: ParentNode, name: string): string | null {
  const el = find(doc, (e) => e.tagName === 'meta' && attr(e, 'name') === name);
  const value = el && attr(el, 'content');
  return value ? cleanText(value) : null;
}

export type ExtractOptions = {
  /** The page's route, e.g. /docs/platform_concepts/inbox/tickets. */
  routePath: string;
  /** Public origin, e.g. https://docs.mynah.app; record URLs are absolute like the crawler's. */
  siteUrl: string;
};

export function extractRecords(html: string, {routePath, siteUrl}: ExtractOptions): SearchRecord[] {
  // parse5 builds the tree as a browser does, so the end tags the minifier omitted
  // (</p>, </li>, </td>, </tr>, <body>) are implied in the right places.
  const doc = parse(html);
  const root = contentRoot(doc);
  if (!root) return [];
  const section = sectionOf(routePath);
  const language = meta(doc, 'docsearch:language') ?? 'en';
  const docusaurusTag = meta(doc, 'docsearch:docusaurus_tag') ?? 'default';
  const pageUrl = `${siteUrl.replace(/\/$/, '')}${routePath === '/' ? '/' : routePath}`;

  const blocks = collectBlocks(root);
  const h1 = blocks.find((b) => b.kind === 'heading' && b.level === 1);
  const titleEl = find(doc, (el) => el.tagName === 'title');
  const title =
    h1?.text || cleanText(titleEl ? inlineText(titleEl) : '').replace(/\s*\|\s*Mynah Docs$/, '') || routePath;

  const hierarchy: Hierarchy = {
    lvl0: section.lvl0,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  const contentCount = new Map<string, number>();
  const headingIds = new Set<string>();

  const push = (type: RecordType, content: string | null): void => {
    const position = records.length;
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    // Headings are identified by their URL (a heading without an id of its own by its position too);
    // content by its URL and its place among the content under that URL.
    const nth = type === 'content' ? (contentCount.get(url) ?? 0) + 1 : 0;
    if (type === 'content') contentCount.set(url, nth);
    let objectID = type === 'content' ? recordId(url, nth) : recordId(url);
    if (type !== 'content') {
      if (headingIds.has(objectID)) objectID = recordId(url, -position);
      headingIds.add(objectID);
    }
    records.push({
      objectID,
      url,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      weight: {pageRank: section.pageRank, level: LEVEL_WEIGHT[type], position},
      language,
      docusaurus_tag: docusaurusTag,
    });
  };

  // The page record: its title, with the meta description as content (the hit's snippet).
  push('lvl1', meta(doc, 'description'));

  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (block.level === 1) continue;
      const level = block.level as 2 | 3 | 4 | 5 | 6;
      hierarchy[`lvl${level}`] = block.text;
      for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as 'lvl6'] = null;
      // A heading without an id keeps the nearest anchor above it.
      if (block.id) anchor = block.id;
      push(`lvl${level}`, null);
    } else {
      push('content', block.text);
    }
  }
  return records;
}
