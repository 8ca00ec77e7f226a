import React, {Suspense, useEffect, useState, type ComponentType, type ReactElement, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The context behind `useIsBrowser` (the core exports only the hook).
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {nextTask} from '@site/src/utils/next-task';

/**
 * Hydrates its children in a task of their own, after the rest of the page.
 *
 * Hydrating a whole doc page in one go is the longest task of a page load (well over 50 ms on a
 * phone). A part wrapped in HydrateLater stays as the server rendered it, visible and readable,
 * while the page around it hydrates; then each wrapped part hydrates in its own task, in page
 * order, so no single task is long and a tap can be handled in between.
 *
 * How: when its render hydrates the server's HTML, the wrapped part suspends (throws a promise)
 * inside a Suspense boundary. Preact keeps the server's DOM for a part that suspends while hydrating
 * and resumes hydrating it when the promise resolves. The part must render exactly one root element.
 * A render hydrates while `useIsBrowser()` is false: the first hydration, and the render in which a
 * deferred part itself hydrates, so parts nest (a part inside a part waits for a later task still).
 * Parts rendered after that (client-side navigation) render at once. The server
 * render has no boundary (React would mark one in the HTML); the boundary renders no DOM, so the
 * markup is the same on both sides.
 *
 * With `media`, the part hydrates only while that media query matches: the doc sidebar and the
 * desktop table of contents are hidden on phones, so hydrating them there was work for nothing (and
 * upstream removes them right after). If the window is later widened, the part hydrates then; if the
 * reader has moved to another page meanwhile, the server HTML is the first page's, so the part is
 * rendered afresh instead.
 */
/** Infima's desktop layout, and Docusaurus's `useWindowSize()` 'desktop': wider than 996 px. */
export const DESKTOP_MEDIA = '(min-width: 997px)';

type Gate = {promise: Promise<void>; open: boolean; hydrated: boolean; pathname: string};

const gates = new Map<string, Gate>();
const releases: Array<() => void> = [];
let releasing = false;
/** Called, each in a task of its own, once the release queue is empty. */
const whenDrained: Array<() => void> = [];

/**
 * Calls `callback` in a task of its own once every deferred part of the page has hydrated (parts
 * held back by `media` aside), or in the next task if none is waiting.
 */
export function afterPartsHydrated(callback: () => void): void {
  if (releasing) whenDrained.push(callback);
  else nextTask(callback);
}

function releaseInTurn(): void {
  if (releasing) return;
  releasing = true;
  const step = () => {
    const release = releases.shift();
    if (!release) {
      releasing = false;
      // Every deferred part of the first page has hydrated (parts held back by `media` aside): the
      // signal for scripts and tests that must not click a control before it responds.
      document.documentElement.dataset.partsHydrated = 'true';
      for (const callback of whenDrained.splice(0)) nextTask(callback);
      return;
    }
    release();
    nextTask(step);
  };
  nextTask(step);
}

/** The gate of part `id`, created if the part is rendered while hydrating server HTML. */
function gateFor(id: string, pathname: string, hydrating: boolean, media?: string): Gate | undefined {
  const existing = gates.get(id);
  if (existing || !hydrating) return existing;
  let resolve!: () => void;
  const gate: Gate = {open: false, hydrated: false, pathname, promise: new Promise<void>((r) => (resolve = r))};
  const open = () => {
    gate.open = true;
    resolve();
  };
  gates.set(id, gate);
  releases.push(() => {
    const query = media ? window.matchMedia(media) : undefined;
    if (!query || query.matches) return open();
    const onChange = () => {
      if (!query.matches) return;
      query.removeEventListener('change', onChange);
      open();
    };
    query.addEventListener('change', onChange);
  });
  releaseInTurn();
  return gate;
}

/** The gate of part `id` while it is closed: waiting for its turn or for its media query. */
function closedGate(id: string): Gate | undefined {
  const gate = gates.get(id);
  return gate && !gate.open ? gate : undefined;
}

/**
 * True while the part `id` is still closed on the page it was server-rendered for: its children have
 * not rendered, so their effects have not run either.
 */
export function isHeldBack(id: string, pathname: string): boolean {
  return closedGate(id)?.pathname === pathname;
}

type GateProps = {id: string; pathname: string; hydrating: boolean; media?: string; children: ReactNode};

function Gate({id, pathname, hydrating, media, children}: GateProps): ReactNode {
  const gate = gateFor(id, pathname, hydrating, media);
  if (gate && isHeldBack(id, pathname)) throw gate.promise;
  // A deferred part hydrates after the page has, when `useIsBrowser()` is already true, but it must
  // render as the server did: Preact does not correct attributes while hydrating (the API sidebar's
  // category links kept their server fallback href). So the render that hydrates, the first after
  // the gate opened, sees `false`. Preact renders a suspended part with a new instance, so the gate,
  // not this component's state, remembers whether the part has hydrated yet. A stale part (closed,
  // another page) is rendered afresh, not hydrated, so it sees `true` at once.
  const [isBrowser, setIsBrowser] = useState(() => !(gate?.open && !gate.hydrated));
  useEffect(() => {
    if (gate) gate.hydrated = true;
    if (!isBrowser) setIsBrowser(true);
  }, [gate, isBrowser]);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}

export default function HydrateLater({
  id,
  media,
  children,
}: {
  id: string;
  media?: string;
  children: ReactNode;
}): ReactNode {
  const {pathname} = useLocation();
  // False while this render hydrates server HTML (see above); the hook reads BrowserContext, which
  // an enclosing part's Gate sets to false for the render in which that part hydrates.
  const hydrating = !useIsBrowser();
  if (typeof window === 'undefined') return children;
  // Still closed, but on another page: drop the first page's server HTML, render afresh.
  const closed = closedGate(id);
  const stale = closed !== undefined && closed.pathname !== pathname;
  return (
    <Suspense key={stale ? 'client' : 'server'} fallback={null}>
      <Gate id={id} pathname={pathname} hydrating={hydrating} media={media}>
        {children}
      </Gate>
    </Suspense>
  );
}

/** `Component` wrapped in HydrateLater: for theme wrappers that only defer a stock component. */
export function hydratedLater<Props extends object>(id: string, Component: ComponentType<Props>, media?: string) {
  function HydratedLater(props: Props): ReactNode {
    return (
      <HydrateLater id={id} media={media}>
        <Component {...props} />
      </HydrateLater>
    );
  }
  return HydratedLater;
}

/** `part` wrapped in HydrateLater, keyed by its id: the `wrap` of splitIntoParts (src/utils/hydration-parts.ts). */
export function deferredPart(part: ReactElement, id: string): ReactElement {
  return (
    <HydrateLater key={id} id={id}>
      {part}
    </HydrateLater>
  );
}
