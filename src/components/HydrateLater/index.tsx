import React, {Suspense, type ComponentType, type ReactNode} from 'react';

/**
 * Hydrates its children in a task of their own, after the rest of the page.
 *
 * Hydrating a whole doc page in one go is the longest task of a page load (well over 50 ms on a
 * phone). A part wrapped in HydrateLater stays as the server rendered it, visible and readable,
 * while the page around it hydrates; then each wrapped part hydrates in its own task, in page
 * order, so no single task is long and a tap can be handled in between.
 *
 * How: during the first hydration only, the wrapped part suspends (throws a promise) inside a
 * Suspense boundary. Preact keeps the server's DOM for a part that suspends while hydrating and
 * resumes hydrating it when the promise resolves. The part must render exactly one root element.
 * Parts rendered after the first hydration (client-side navigation) render at once. The server
 * render has no boundary (React would mark one in the HTML); the boundary renders no DOM, so the
 * markup is the same on both sides.
 */

type Gate = {promise: Promise<void>; open: boolean};

const gates = new Map<string, Gate>();
const releases: Array<() => void> = [];
// True until the first release task runs, i.e. while the first hydration is still in progress.
let firstHydration = typeof window !== 'undefined';
let releasing = false;

function nextTask(callback: () => void): void {
  // A message event is a new task without setTimeout's clamping.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
}

function releaseInTurn(): void {
  if (releasing) return;
  releasing = true;
  const step = () => {
    firstHydration = false;
    const release = releases.shift();
    if (!release) {
      releasing = false;
      return;
    }
    release();
    nextTask(step);
  };
  nextTask(step);
}

function gateFor(id: string): Gate | undefined {
  const existing = gates.get(id);
  if (existing || !firstHydration) return existing;
  let open!: () => void;
  const gate: Gate = {open: false, promise: new Promise<void>((resolve) => (open = resolve))};
  gates.set(id, gate);
  releases.push(() => {
    gate.open = true;
    open();
  });
  releaseInTurn();
  return gate;
}

function Gate({id, children}: {id: string; children: ReactNode}): ReactNode {
  const gate = gateFor(id);
  if (gate && !gate.open) throw gate.promise;
  return children;
}

export default function HydrateLater({id, children}: {id: string; children: ReactNode}): ReactNode {
  if (typeof window === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}

/** `Component` wrapped in HydrateLater: for theme wrappers that only defer a stock component. */
export function hydratedLater<Props extends object>(id: string, Component: ComponentType<Props>) {
  function HydratedLater(props: Props): ReactNode {
    return (
      <HydrateLater id={id}>
        <Component {...props} />
      </HydrateLater>
    );
  }
  return HydratedLater;
}
