import React, {useLayoutEffect, useState, type ComponentProps, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {Helmet, HelmetProvider} from 'react-helmet-async';
import {afterPartsHydrated} from '@site/src/components/HydrateLater';

/**
 * `@docusaurus/Head` for the browser bundle: the same Helmet, mounted once the page has hydrated.
 *
 * Helmet renders nothing into the page; it only keeps `document.head` in step with its instances,
 * later instances overriding earlier ones. On a page load the server has already written that head,
 * so mounting Helmet's instances can wait until the first hydration and the deferred parts after it
 * (src/components/HydrateLater) are done. Each `Head` here renders nothing and hands its props to a
 * list, in the order the heads mounted (layout effects run in tree order for components that render
 * no children); one host, rendered in a detached root of its own, renders a Helmet per entry, in
 * that order. It is mounted in one go, so Helmet's first write already has every instance: mounting
 * them one at a time let it write the site's default title for a moment. From then on, heads that
 * mount, change or unmount (client-side moves) update the list at once, as they would upstream.
 * Helmet instances share one list in the browser, whichever provider they are under.
 */

type HeadProps = ComponentProps<typeof Helmet>;

/** Every mounted head's props, in the order the heads mounted (a Map keeps insertion order). */
const heads = new Map<number, HeadProps>();
let nextId = 0;
/** Re-renders the host; set once it has mounted. */
let redraw: (() => void) | undefined;
let hostScheduled = false;

function HeadHost(): ReactNode {
  const [, setVersion] = useState(0);
  useLayoutEffect(() => {
    redraw = () => setVersion((version) => version + 1);
    // The signal for tests that compare the head with the server's.
    document.documentElement.dataset.headsMounted = 'true';
  }, []);
  return [...heads].map(([id, props]) => <Helmet key={id} {...props} />);
}

function headsChanged(): void {
  if (redraw) return redraw();
  if (hostScheduled) return;
  hostScheduled = true;
  afterPartsHydrated(() =>
    createRoot(document.createElement('div')).render(
      <HelmetProvider>
        <HeadHost />
      </HelmetProvider>,
    ),
  );
}

export default function DeferredHead(props: HeadProps): ReactNode {
  const [id] = useState(() => nextId++);
  useLayoutEffect(() => {
    heads.set(id, props);
    headsChanged();
  }, [id, props]);
  useLayoutEffect(
    () => () => {
      heads.delete(id);
      headsChanged();
    },
    [id],
  );
  return null;
}
