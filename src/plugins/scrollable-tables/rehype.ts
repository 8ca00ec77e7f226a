/**
 * Wraps every Markdown table in a named, focusable box that scrolls sideways:
 * `<div class="table-scroll" role="group" tabindex="0" aria-label="Table: Type, Fields, …">`.
 *
 * On a phone a wide table scrolls sideways. A scrolling box with nothing focusable inside cannot be
 * scrolled from the keyboard unless it can take the focus itself (WCAG 2.1.1, axe's
 * scrollable-region-focusable), and a focusable box needs a role and a name for screen readers. The
 * name is the table's column headings. Done at build time: no script on the page.
 */

export type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** Column headings named in the label; more are shown as "…". */
const MAX_HEADINGS = 4;

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function elements(node: HastNode, tagName: string): HastNode[] {
  return (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);
}

/** "Table: Type, Fields asked for, How Mynah sends it", from the first row's header cells. */
export function tableLabel(table: HastNode): string {
  const firstRow = [...elements(table, 'thead'), ...elements(table, 'tbody'), table]
    .flatMap((group) => elements(group, 'tr'))
    .at(0);
  const headings = (firstRow ? elements(firstRow, 'th') : [])
    .map((cell) => textOf(cell).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (headings.length === 0) return 'Table';
  const named = headings.slice(0, MAX_HEADINGS).join(', ');
  return `Table: ${named}${headings.length > MAX_HEADINGS ? ', …' : ''}`;
}

function wrapTables(node: HastNode): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    if (child.type !== 'element' || child.tagName !== 'table') {
      wrapTables(child);
      return child;
    }
    return {
      type: 'element',
      tagName: 'div',
      properties: {className: ['table-scroll'], role: 'group', tabIndex: 0, ariaLabel: tableLabel(child)},
      children: [child],
    };
  });
}

export default function rehypeScrollableTables() {
  return (tree: HastNode) => wrapTables(tree);
}
