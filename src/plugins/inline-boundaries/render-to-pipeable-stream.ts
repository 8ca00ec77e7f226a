// The server bundle's `react-dom/server` (see index.ts): React's own module, with one option set.
import {renderToPipeableStream as reactRenderToPipeableStream} from 'react-dom/server.node';

export * from 'react-dom/server.node';

type Options = Parameters<typeof reactRenderToPipeableStream>[1];

/**
 * React's `renderToPipeableStream`, never outlining a completed Suspense boundary: every boundary's
 * HTML is written in place, in document order. `progressiveChunkSize` is the byte budget after which
 * React moves a boundary's content to the end of the document (a hidden `<div id="S:0">` put in place
 * by an inline `$RC` script); with no budget, nothing moves.
 */
export function renderToPipeableStream(children: React.ReactNode, options?: Options) {
  return reactRenderToPipeableStream(children, {...options, progressiveChunkSize: Number.POSITIVE_INFINITY});
}
