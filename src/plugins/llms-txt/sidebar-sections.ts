import type {LinkEntry, SidebarSection} from './llms-txt';

/** A doc as llms.txt lists it: title, Markdown URL and the page's description. */
export type SidebarDoc = {title: string; description: string; url: string};

/** The parts of a processed sidebar item this reads (@docusaurus/plugin-content-docs's SidebarItem). */
export type SidebarNode =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarNode[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

/** Every doc below `items`, depth first, in sidebar order (a category's own doc first). */
function docsIn(items: SidebarNode[], docs: ReadonlyMap<string, SidebarDoc>): LinkEntry[] {
  const links: LinkEntry[] = [];
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = docs.get(item.id);
      if (doc) links.push({title: doc.title, url: doc.url, description: doc.description});
    } else if (item.type === 'category') {
      const linked = item.link?.type === 'doc' && item.link.id ? docs.get(item.link.id) : undefined;
      if (linked) links.push({title: linked.title, url: linked.url, description: linked.description});
      links.push(...docsIn(item.items, docs));
    }
  }
  return links;
}

/**
 * One sidebar as an llms.txt section: pages at its top level first, then one group per top-level
 * category (deeper categories are listed inside it, in order), so the file follows the site's structure.
 */
export function sidebarSections(
  title: string,
  sidebar: readonly unknown[],
  docs: ReadonlyMap<string, SidebarDoc>,
): SidebarSection {
  const items = sidebar as SidebarNode[];
  const groups: SidebarSection['groups'] = [];
  let loose: LinkEntry[] = [];
  for (const item of items) {
    if (item.type === 'category') {
      if (loose.length) groups.push({title: null, links: loose});
      loose = [];
      groups.push({title: item.label, links: docsIn([item], docs)});
    } else {
      loose.push(...docsIn([item], docs));
    }
  }
  if (loose.length) groups.push({title: null, links: loose});
  return {title, groups};
}
