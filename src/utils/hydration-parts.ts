import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Elements per deferred part: a task of well under 10 ms on a desktop. */
export const PART_ELEMENT_LIMIT = 150;

type SplitOptions = {
  id: string;
  limit: number;
  wrap: (part: ReactElement, id: string) => ReactElement;
  singleRoot?: (element: ReactElement) => boolean;
};

/**
 * Splits a large element tree into parts of at most `limit` elements each, so each part can hydrate
 * in a task of its own (`wrap` wraps one part, e.g. in HydrateLater). Used for generated content with
 * one very large block, such as an API operation's schema table (over 1,000 elements), and for the
 * top-level blocks of a doc's body.
 *
 * Host elements (`<table>`, `<tr>`, `<p>` …) are wrapped or looked into: each renders exactly one DOM
 * element, which a deferred part requires, and their children are plain props. A component element
 * (which may render several elements, or none) stays with the part around it, whole, unless
 * `singleRoot` vouches that it renders exactly one element: then it is wrapped whole, as one part. An
 * element too large for one part stays in the enclosing task itself, and its children are split in
 * turn. The output renders the same DOM as the input.
 */
export function splitIntoParts(node: ReactNode, options: SplitOptions): ReactNode {
  const {id, limit, wrap, singleRoot} = options;
  if (isValidElement(node) && typeof node.type !== 'string' && singleRoot?.(node)) return wrap(node, id);
  if (!isHostElement(node)) return node;
  if (elementCount(node) <= limit) return wrap(node, id);
  let index = 0;
  const split = (child: ReactNode): ReactNode =>
    Array.isArray(child) ? child.map(split) : splitIntoParts(child, {...options, id: `${id}.${index++}`});
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

/**
 * The top-level elements of a compiled MDX document, for splitting: without an MDX `wrapper` component
 * (the site sets none) the MDX component returns them as one fragment. It is called as a function, so
 * its one hook (reading the MDX components from context) becomes the caller's: the caller must render
 * inside the MDX provider, as the MDX element itself would have.
 */
export function mdxTopLevel(Content: ComponentType<object>, props: object = {}): ReactNode {
  const fragment = (Content as (props: object) => ReactNode)(props);
  return isValidElement<{children?: ReactNode}>(fragment) && fragment.type === Fragment
    ? fragment.props.children
    : fragment;
}

/**
 * A compiled MDX document's top-level elements, each split into parts (`${id}.${i}`, then deeper):
 * the content of an API page and the body of a doc. Same calling rule as mdxTopLevel.
 */
export function mdxInParts(
  Content: ComponentType<object>,
  props: object,
  {id, limit = PART_ELEMENT_LIMIT, ...options}: Omit<SplitOptions, 'limit'> & {limit?: number},
): ReactNode {
  return Children.map(mdxTopLevel(Content, props), (block, i) =>
    splitIntoParts(block, {...options, id: `${id}.${i}`, limit}),
  );
}
