import {parse, type DefaultTreeAdapterMap} from 'parse5';

/**
 * The search-engine and link-preview facts of one built page, read from its <head> with a real HTML
 * parser (the build minifies HTML with unquoted attributes and omitted end tags).
 */
export type PageHead = {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogUrl: string | null;
  ogImage: string | null;
  twitterCard: string | null;
  twitterImage: string | null;
};

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content as Node);
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value ?? null;

function text(el: Element): string {
  return el.childNodes.map((c) => ('value' in c ? c.value : 'tagName' in c ? text(c) : '')).join('');
}

export function readPageHead(html: string): PageHead {
  const head: PageHead = {
    title: null,
    description: null,
    canonical: null,
    robots: null,
    ogTitle: null,
    ogDescription: null,
    ogUrl: null,
    ogImage: null,
    twitterCard: null,
    twitterImage: null,
  };
  const htmlNode = parse(html).childNodes.find((n): n is Element => 'tagName' in n && n.tagName === 'html');
  const headNode = htmlNode?.childNodes.find((n): n is Element => 'tagName' in n && n.tagName === 'head');
  if (!headNode) return head;
  // The last occurrence wins, as in a browser reading a document where Helmet appended an override.
  for (const el of elements(headNode)) {
    if (el.tagName === 'title') head.title = text(el).trim();
    if (el.tagName === 'link' && attr(el, 'rel') === 'canonical') head.canonical = attr(el, 'href');
    if (el.tagName !== 'meta') continue;
    // Open Graph uses `property`; description, robots and Twitter cards use `name` (crawlers ignore the other).
    const name = attr(el, 'name');
    const property = attr(el, 'property');
    const content = attr(el, 'content');
    if (name === 'description') head.description = content;
    else if (name === 'robots') head.robots = content;
    else if (name === 'twitter:card') head.twitterCard = content;
    else if (name === 'twitter:image') head.twitterImage = content;
    else if (property === 'og:title') head.ogTitle = content;
    else if (property === 'og:description') head.ogDescription = content;
    else if (property === 'og:url') head.ogUrl = content;
    else if (property === 'og:image') head.ogImage = content;
  }
  return head;
}
