import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';

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
  const children = Children.toArray(node.props.children).map((child, i) =>
    splitIntoParts(child, {id: `${id}.${i}`, limit, wrap}),
  );
  return cloneElement(node, undefined, ...children);
}

type HostElement = ReactElement<{children?: ReactNode}, string>;

function isHostElement(node: ReactNode): node is HostElement {
  return isValidElement(node) && typeof node.type === 'string';
}

/** Elements in `node`'s tree as written (a component element counts as one; its output is unknown). */
export function elementCount(node: ReactNode): number {
  if (!isValidElement(node)) return 0;
  if (typeof node.type !== 'string') return 1;
  let count = 1;
  Children.forEach((node as HostElement).props.children, (child) => {
    count += elementCount(child);
  });
  return count;
}
