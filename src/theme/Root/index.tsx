import React, {useEffect, type ReactNode} from 'react';
import {HelmetProvider} from 'react-helmet-async';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import OriginalRoot from '@theme-original/Root';

/**
 * Helmet (react-helmet-async 1.3, behind Docusaurus's `<Head>`) registers each `<Head>` while it renders
 * and writes the head in the next animation frame, from the instances registered so far. React
 * hydrates in time slices, so a frame can fall between the `<Head>` with the site's defaults and the
 * page's own: the tab showed "Mynah Docs" and the page lost its description for a moment
 * (tests/e2e/head.spec.ts).
 *
 * The server already wrote the right head, so the `<Head>`s of the first render must not write it one
 * by one. Helmet writes only while its provider class says the DOM is usable
 * (`HelmetProvider.canUseDOM`, read at each change). This wrapper says no from the start of the app's
 * tree to its end during the first render, and yes again after it; the first `<Head>` rendered after
 * the tree (Docusaurus's `data-has-hydrated` marker) then writes the head once, from all of them.
 *
 * While writes are held, Helmet hands its state to the provider's context object instead: Docusaurus's
 * own provider has none in the browser, so the tree gets a provider with one. It is created before
 * writes are held, so it keeps Helmet's shared list of instances, as Docusaurus's provider does.
 */
type HelmetProviderClass = typeof HelmetProvider & {canUseDOM: boolean};
const Provider = HelmetProvider as HelmetProviderClass;

/** Where Helmet's held-back state goes (never read). */
const heldContext = {};

/** True until the app's first render has committed. */
let firstRender = true;

function HoldHeadWrites(): null {
  if (firstRender) Provider.canUseDOM = false;
  return null;
}

function ReleaseHeadWrites(): null {
  Provider.canUseDOM = true;
  useEffect(() => {
    firstRender = false;
  }, []);
  return null;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  const root = <OriginalRoot>{children}</OriginalRoot>;
  // On the server Helmet must collect into Docusaurus's own provider, which writes the HTML head.
  if (!ExecutionEnvironment.canUseDOM) return root;
  if (typeof Provider.canUseDOM !== 'boolean') {
    // An upgrade of react-helmet-async moved what this relies on: say so (e2e fails on console errors).
    console.error('src/theme/Root: HelmetProvider.canUseDOM is gone; the head may flicker while the page hydrates.');
    return root;
  }
  return (
    <HelmetProvider context={heldContext}>
      <HoldHeadWrites />
      {root}
      <ReleaseHeadWrites />
    </HelmetProvider>
  );
}
