import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CACHE_PREFIX, OFFLINE_PAGE_PATH, PAGES_CACHE, renderWorker, shellAssets, workerVersion} from './build-worker';
import {offlinePageHtml} from './offline-page';

/** Built pages (not the assets folder), as site paths with their bytes. */
async function readPages(outDir: string): Promise<{path: string; content: Buffer}[]> {
  const files = (await fs.readdir(outDir, {recursive: true})).map(String);
  const html = files.filter((f) => f.endsWith('.html') && !f.startsWith(`assets${path.sep}`));
  return Promise.all(html.map(async (f) => ({path: f, content: await fs.readFile(path.join(outDir, f))})));
}

/**
 * Offline reading (README "Offline reading"): after the build, writes the offline page
 * (build/offline.html, served at /offline) and the service worker (build/sw.js) with its version and
 * the shell it precaches. src/client-modules/service-worker.ts registers it in the browser.
 */
export default function serviceWorkerPlugin(context: LoadContext): Plugin {
  return {
    name: 'service-worker',
    async postBuild({outDir}) {
      const {type: storageType, namespace} = context.siteStorage;
      const offlineHtml = offlinePageHtml({
        siteTitle: context.siteConfig.title,
        storageType,
        themeKey: `theme${namespace}`,
        pagesCache: PAGES_CACHE,
      });
      await fs.writeFile(path.join(outDir, `${OFFLINE_PAGE_PATH.slice(1)}.html`), offlineHtml);

      const source = await fs.readFile(path.join(__dirname, 'worker.js'), 'utf8');
      const shell = [...shellAssets(await fs.readFile(path.join(outDir, 'index.html'), 'utf8')), OFFLINE_PAGE_PATH];
      const version = workerVersion(await readPages(outDir), source);
      const worker = renderWorker({version, shell, offlinePage: OFFLINE_PAGE_PATH, cachePrefix: CACHE_PREFIX}, source);
      await fs.writeFile(path.join(outDir, 'sw.js'), worker);
    },
  };
}
