import React, {Children, type ComponentType, type ReactElement, type ReactNode} from 'react';
import Original from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import MDXComponents from '@theme/MDXComponents';
import HydrateLater, {deferredPart} from '@site/src/components/HydrateLater';
import {mdxInParts} from '@site/src/utils/hydration-parts';

/**
 * The MDX components (theme-classic's MDXComponents) that render exactly one DOM element, so a
 * top-level block of theirs can be a part of its own: headings, lists, admonitions, details and
 * fenced code. Any other component (a custom one imported by the page) stays in the body's own task.
 */
const SINGLE_ROOT = new Set<unknown>(
  ['h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'admonition', 'details', 'pre'].map(
    (tag) => (MDXComponents as unknown as Record<string, unknown>)[tag],
  ),
);

const isSingleRoot = (element: ReactElement) => SINGLE_ROOT.has(element.type);

/**
 * The doc's top-level blocks, each a part that hydrates in a task of its own after the body around
 * them (a long page's body was one 20–35 ms task on a desktop). Rendered inside the body's MDX
 * provider, where the MDX component would have been.
 */
function BodyInParts({children}: {children: ReactNode}): ReactNode {
  const mdx = Children.only(children) as ReactElement<object>;
  return mdxInParts(mdx.type as ComponentType<object>, mdx.props, {
    id: 'doc-body',
    wrap: deferredPart,
    singleRoot: isSingleRoot,
  });
}

/** The doc's body (one `div.markdown`), hydrated in its own task after the page around it, its blocks later still. */
export default function DocItemContentWrapper({children}: Props): ReactNode {
  return (
    <HydrateLater id="doc-content">
      <Original>
        <BodyInParts>{children}</BodyInParts>
      </Original>
    </HydrateLater>
  );
}
