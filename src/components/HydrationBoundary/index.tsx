import React, {Suspense, type ComponentType, type ReactNode} from 'react';

/**
 * A unit of selective hydration: a `<Suspense>` boundary rendered on the server and in the browser.
 *
 * Docusaurus hydrates the page inside `startTransition`, so React hydrates in slices of a few
 * milliseconds and yields to the browser between them. Each boundary is hydrated on its own: the
 * page around it first, then the boundaries in page order. When the reader clicks, taps or types
 * inside a boundary that has not hydrated yet, React hydrates that boundary first and then replays
 * the event, so the input takes effect instead of being lost.
 *
 * Nothing inside suspends, so the boundary never shows its (empty) fallback: the server HTML stays
 * on screen until it is hydrated, and later renders (client-side navigation) are immediate.
 */
export default function HydrationBoundary({children}: {children: ReactNode}): ReactNode {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** `Component` rendered inside a hydration boundary of its own, with the same props. */
export function withHydrationBoundary<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Bounded(props: Props): ReactNode {
    return (
      <HydrationBoundary>
        <Component {...props} />
      </HydrationBoundary>
    );
  }
  Bounded.displayName = `WithHydrationBoundary(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Bounded;
}
