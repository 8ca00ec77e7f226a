import path from 'node:path';
import type {Blockquote, Heading, Link, Nodes, Paragraph, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {frontMatterBlock} from './front-matter';

/**
 * One doc page's source (.md: CommonMark with Docusaurus's admonition directives) as the clean
 * Markdown an assistant reads: front matter with the title, description and page URL, the title as
 * the H1, admonitions as labelled blockquotes, diagrams kept as their ```mermaid source (the HTML page
 * shows them as build-time images), and every relative link made absolute.
 */

export type DocPage = {
  title: string;
  description: string;
  /** Site path of the page, e.g. /docs/platform_concepts/getting-started. */
  permalink: string;
  /** Absolute path of the source file on disk. */
  sourceFile: string;
};

export type LinkContext = {
  /** Public origin, e.g. https://docs.mynah.app (no trailing slash needed). */
  siteUrl: string;
  /** Site path of each doc by the absolute path of its source file, for links written as `./other.md`. */
  permalinkBySource: ReadonlyMap<string, string>;
};

/** Labels Docusaurus shows on its admonitions, by directive name. */
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

export function parseDocSource(source: string): Root {
  return fromMarkdown(source, {
    extensions: [gfm(), frontmatter(['yaml']), directive()],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml']), directiveFromMarkdown()],
  });
}

/** The absolute URL a link in `page`'s source points to; external and in-page links are kept. */
export function absoluteUrl(url: string, page: Pick<DocPage, 'permalink' | 'sourceFile'>, links: LinkContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('//')) return url;
  const origin = links.siteUrl.replace(/\/$/, '');
  const [target, hash = ''] = url.split(/(?=#)/);
  if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
    const file = path.resolve(path.dirname(page.sourceFile), decodeURI(target));
    const permalink = links.permalinkBySource.get(file);
    if (permalink) return `${origin}${permalink}${hash}`;
  }
  return new URL(url, `${origin}${page.permalink}`).href;
}

const textNode = (value: string): Text => ({type: 'text', value});

/** `:name[label]` that is not an admonition: Docusaurus shows it as the text it was written as. */
function directiveAsText(node: TextDirective | LeafDirective): PhrasingContent[] {
  const marker = node.type === 'textDirective' ? ':' : '::';
  const label = node.children as PhrasingContent[];
  return [textNode(`${marker}${node.name}`), ...(label.length ? [textNode('['), ...label, textNode(']')] : [])];
}

/** An admonition as a blockquote whose first line is its bold label (and title, when it has one). */
function admonitionAsBlockquote(node: ContainerDirective): Blockquote {
  const [first, ...rest] = node.children;
  const hasTitle = first?.type === 'paragraph' && Boolean(first.data?.directiveLabel);
  const name = ADMONITION_LABELS[node.name] ?? node.name[0].toUpperCase() + node.name.slice(1);
  const title = hasTitle ? (first as Paragraph).children : [];
  const label: Paragraph = {
    type: 'paragraph',
    children: [{type: 'strong', children: title.length ? [textNode(`${name}: `), ...title] : [textNode(name)]}],
  };
  return {type: 'blockquote', children: [label, ...(hasTitle ? rest : node.children)] as Blockquote['children']};
}

/** Rewrites the tree in place: directives, links and the front matter (replaced by ours). */
function transform(node: Nodes, page: DocPage, links: LinkContext): void {
  if (!('children' in node)) return;
  const children: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    if (child.type === 'yaml') continue;
    if (child.type === 'containerDirective') {
      const quote = admonitionAsBlockquote(child);
      transform(quote, page, links);
      children.push(quote);
      continue;
    }
    if (child.type === 'textDirective') {
      children.push(...directiveAsText(child));
      continue;
    }
    if (child.type === 'leafDirective') {
      children.push({type: 'paragraph', children: directiveAsText(child)});
      continue;
    }
    if (child.type === 'link' || child.type === 'definition' || child.type === 'image') {
      (child as Link).url = absoluteUrl(child.url, page, links);
    }
    transform(child, page, links);
    children.push(child);
  }
  (node as {children: RootContent[]}).children = children;
}

/** Docusaurus takes a leading H1 as the title; without one it shows the front-matter title as H1. */
function startsWithTitle(tree: Root): boolean {
  const first = tree.children.find((n) => n.type !== 'yaml');
  return first?.type === 'heading' && first.depth === 1;
}

export function docToMarkdown(source: string, page: DocPage, links: LinkContext): string {
  const tree = parseDocSource(source);
  transform(tree, page, links);
  if (!startsWithTitle(tree)) {
    const h1: Heading = {type: 'heading', depth: 1, children: [textNode(page.title)]};
    tree.children.unshift(h1);
  }
  const body = toMarkdown(tree, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    fence: '`',
    rule: '-',
  });
  const url = `${links.siteUrl.replace(/\/$/, '')}${page.permalink}`;
  return `${frontMatterBlock({title: page.title, description: page.description, url})}\n${body}`;
}

/** A Markdown fragment (an OpenAPI description) with its relative links made absolute against `pageUrl`. */
export function withAbsoluteLinks(markdown: string, pageUrl: string): string {
  const tree = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const visitNode = (node: Nodes): void => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(node.url) && !node.url.startsWith('#'))
        node.url = new URL(node.url, pageUrl).href;
    }
    if ('children' in node) node.children.forEach((child) => visitNode(child as Nodes));
  };
  visitNode(tree);
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    fence: '`',
    rule: '-',
  }).trimEnd();
}
