import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** A pending boundary's marker, as React writes it for a boundary whose HTML comes later in the page. */
export const OUTLINED_BOUNDARY = /<!--\$\?-->/;

/** The module the server bundle gets for `react-dom/server` (only that exact specifier). */
export const SERVER_RENDERER = path.join(__dirname, 'render-to-pipeable-stream.ts');

/**
 * Keeps every Suspense boundary's HTML in place in the static pages.
 *
 * The doc body, sidebar, TOC, footer and API content are Suspense boundaries so that React hydrates
 * them one by one (src/components/HydrationBoundary). Docusaurus renders each page with React's
 * streaming `renderToPipeableStream` and waits for all of it (`onAllReady`), but React 19.2+ still
 * "outlines" completed boundaries once ~12 KB have been written: their HTML goes to hidden elements at
 * the end of the page, moved into place by inline scripts. That page reads wrongly without JavaScript,
 * to search extraction and to crawlers, and needs inline scripts a Content-Security-Policy must allow.
 * Docusaurus does not pass React's option that controls it (`progressiveChunkSize`), so the server
 * bundle's `react-dom/server` is aliased to React's own module with that option set
 * (render-to-pipeable-stream.ts). The browser bundle is untouched.
 *
 * Checked after every build (postBuild below) and by tests/e2e/first-paint.spec.ts: no page has an
 * outlined boundary. If an upgrade of Docusaurus renders through another entry point, the alias stops
 * applying and the build fails, naming the pages.
 */
export default function inlineBoundariesPlugin(): Plugin {
  return {
    name: 'inline-boundaries',
    configureWebpack(config, isServer) {
      if (!isServer) return {};
      // First among the aliases: Docusaurus's own `react-dom` alias matches every `react-dom/…` request
      // and the bundler takes the first alias that matches.
      const alias = config.resolve?.alias;
      if (Array.isArray(alias)) throw new Error('inline-boundaries: expected resolve.alias to be an object.');
      config.resolve = {...config.resolve, alias: {'react-dom/server$': SERVER_RENDERER, ...alias}};
      return {};
    },
    async postBuild({outDir}) {
      const outlined: string[] = [];
      for (const file of await fs.readdir(outDir, {recursive: true})) {
        if (!file.endsWith('.html')) continue;
        if (OUTLINED_BOUNDARY.test(await fs.readFile(path.join(outDir, file), 'utf8'))) outlined.push(file);
      }
      if (outlined.length) {
        throw new Error(
          `inline-boundaries: ${outlined.length} page(s) have Suspense boundaries React moved to the end of the HTML ` +
            `(${outlined.slice(0, 3).join(', ')}…): the server bundle no longer renders through ${SERVER_RENDERER}. ` +
            `Check how @docusaurus/core's renderToHtml imports react-dom/server.`,
        );
      }
    },
  };
}
