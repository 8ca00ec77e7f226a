import React, {useLayoutEffect, useState, type ComponentProps, type ReactNode} from 'react';
import {Helmet} from 'react-helmet-async';
import {nextTask} from '@site/src/utils/next-task';

/**
 * `@docusaurus/Head` for the browser bundle: the same Helmet, mounted after the first hydration.
 *
 * Helmet renders nothing into the page; it only keeps `document.head` in step with its instances.
 * On a page load the server has already written that head, so the instances rendered by the first
 * hydration wait (render nothing) and mount afterwards, one per task. Helmet lets later instances
 * override earlier ones in the order they first render, so they mount in the order the page rendered
 * them: layout effects run in tree order for components that render no children, as a waiting head
 * does. A head rendered while others still wait (a client-side move made in those few milliseconds)
 * queues behind them; once the queue is empty, a new head mounts Helmet at once, as upstream does.
 */

type Waiting = {open: () => void};

const queue: Waiting[] = [];
/** False until the task after the first hydration: heads rendered before then wait. */
let firstHydrationOver = false;
/** A head is being opened, or the next opening is scheduled. */
let busy = false;
/** The head just opened, until its Helmet has rendered. */
let opening: Waiting | undefined;

/** Opens the next waiting head, in a task of its own. */
function openNext(): void {
  firstHydrationOver = true;
  opening = queue.shift();
  if (opening) return opening.open();
  busy = false;
  // Every head has mounted: the signal for tests that compare the head with the server's.
  document.documentElement.dataset.headsMounted = 'true';
}

/** Moves on from `from` if it is the head being opened. */
function advance(from: Waiting): void {
  if (opening !== from) return;
  opening = undefined;
  nextTask(openNext);
}

function enqueue(head: Waiting): void {
  queue.push(head);
  if (busy) return;
  busy = true;
  nextTask(openNext);
}

export default function DeferredHead(props: ComponentProps<typeof Helmet>): ReactNode {
  const [open, setOpen] = useState(() => firstHydrationOver && !busy);
  const [head] = useState<Waiting>(() => ({open: () => setOpen(true)}));
  useLayoutEffect(() => {
    if (open) return undefined;
    enqueue(head);
    // Runs once the head has opened (its Helmet has rendered by then), or as it unmounts waiting.
    return () => {
      const index = queue.indexOf(head);
      if (index >= 0) queue.splice(index, 1);
      advance(head);
    };
  }, [open, head]);
  return open ? <Helmet {...props} /> : null;
}
