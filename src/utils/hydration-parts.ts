import {cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';

/**
 * Splits a large element tree into parts of at most `limit` elements each, so each part can hydrate
 * in a task of its own (`wrap` wraps one part, e.g. in HydrateLater). Used for generated content with
 * one very large block, such as an API operation's schema table (over 1,000 elements).
 *
 * Only host elements (`<table>`, `<tr>`, `<p>` …) are wrapped or looked into: each renders exactly
 * one DOM element, which a deferred part requires, and their children are plain props. A component
 * element (which may render several elements, or none) stays with the part around it, whole. An
 * element too large for one part stays in the enclosing task itself, and its children are split in
 * turn. The output renders the same DOM as the input.
 */
export function splitIntoParts(
  node: ReactNode,
  {id, limit, wrap}: {id: string; limit: number; wrap: (part: ReactElement, id: string) => ReactElement},
): ReactNode {
  if (!isHostElement(node)) return node;
  if (elementCount(node) <= limit) return wrap(node, id);
  let index = 0;
  const split = (child: ReactNode): ReactNode =>
    Array.isArray(child) ? child.map(split) : splitIntoParts(child, {id: `${id}.${index++}`, limit, wrap});
  const {children} = node.props;
  // Spread, as JSX passes several children: an array argument would be a list, which wants keys.
  return Array.isArray(children)
    ? cloneElement(node, undefined, ...children.map(split))
    : cloneElement(node, undefined, split(children));
}

type HostElement = ReactElement<{children?: ReactNode}, string>;

function isHostElement(node: ReactNode): node is HostElement {
  return isValidElement(node) && typeof node.type === 'string';
}

/** Counted once per element: splitting asks again for every subtree on its way down. */
const counts = new WeakMap<object, number>();

/** Elements in `node`'s tree as written (a component element counts as one; its output is unknown). */
export function elementCount(node: ReactNode): number {
  if (Array.isArray(node)) return node.reduce((sum: number, child: ReactNode) => sum + elementCount(child), 0);
  if (!isValidElement(node)) return 0;
  if (typeof node.type !== 'string') return 1;
  let count = counts.get(node);
  if (count === undefined) {
    count = 1 + elementCount((node as HostElement).props.children);
    counts.set(node, count);
  }
  return count;
}
