import {highlightCode} from './tokenize';

type MdNode = {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
  data?: {hProperties?: Record<string, unknown>};
};

/** Fences that are not code to colour: diagrams are rendered elsewhere, text stays plain. */
const NOT_HIGHLIGHTED = new Set(['mermaid', 'text', 'txt', 'plain']);

function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/**
 * Tokenises every fenced code block at build time and hands the tokens to the theme's CodeBlock as a
 * `tokens` prop (through the `code` element's properties), so no highlighter ships to the browser.
 */
export default function remarkStaticHighlight() {
  return (tree: MdNode) => {
    walk(tree, (node) => {
      if (node.type !== 'code' || !node.lang || NOT_HIGHLIGHTED.has(node.lang) || node.value === undefined) return;
      // MDX hands the theme the fence's text plus a final newline, which CodeBlock trims again.
      const tokens = highlightCode(node.value, node.lang);
      if (!tokens) return;
      node.data ??= {};
      node.data.hProperties = {...node.data.hProperties, tokens};
    });
  };
}
