/**
 * Prints the JavaScript and CSS a page runs on load (entry bundles plus the
 * route's chunks, no interaction), gzip-compressed, for the given paths.
 * Usage: tsx scripts/measure-first-load.ts [--dir build] / /docs/x /api/add-user
 * Serves the build itself on a free port and drives the system Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {chromium} from 'playwright-core';
import {startStaticServer} from './lib/static-server';
import {chromiumLaunchOptions} from './lib/chromium';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const buildDir = path.resolve(dirIndex > -1 ? args[dirIndex + 1] : 'build');
const paths = args.filter((a, i) => a.startsWith('/') && (dirIndex === -1 || i !== dirIndex + 1));

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await startStaticServer({root: buildDir, port: 0});
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const pagePath of paths.length ? paths : ['/']) {
      const page = await browser.newPage();
      const assets = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        // Only what runs: prefetched chunks for visible links arrive as type "other".
        const type = response.request().resourceType();
        if (url.origin === origin && (type === 'script' || type === 'stylesheet')) assets.add(url.pathname);
      });
      await page.goto(origin + pagePath, {waitUntil: 'networkidle'});
      let js = 0;
      let css = 0;
      for (const asset of assets) {
        const size = gzipSize(path.join(buildDir, asset));
        if (asset.endsWith('.js')) js += size;
        else css += size;
      }
      console.log(`${pagePath}: JS ${kb(js)} gzip, CSS ${kb(css)} gzip (${assets.size} files)`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
