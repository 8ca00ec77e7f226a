import React, {type ReactNode} from 'react';
import UpstreamComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js';

type RouteComponent = ReturnType<typeof UpstreamComponentCreator>;
// What react-router passes a route component (match, location, history, route).
type RouteProps = Record<string, unknown>;

/**
 * Docusaurus's ComponentCreator, called only when a route is first rendered or preloaded.
 *
 * The generated route table calls ComponentCreator for every route (~560 here) while the entry
 * bundle is evaluated; each call flattens the route's chunk names and builds a react-loadable
 * component class. A page needs one or two of them. This returns a small stand-in per route that
 * creates the real one on first use and delegates to it, so it renders and preloads the same way.
 */
export default function ComponentCreator(path: string, hash?: string): RouteComponent {
  let upstream: RouteComponent | undefined;
  const real = (): RouteComponent => (upstream ??= UpstreamComponentCreator(path, hash as string));

  function Route(props: RouteProps): ReactNode {
    const Real = real() as unknown as React.ComponentType<RouteProps>;
    return <Real {...props} />;
  }
  // Docusaurus preloads a route's chunks before navigating to it (and on hover).
  Route.preload = () => real().preload();
  return Route as unknown as RouteComponent;
}
