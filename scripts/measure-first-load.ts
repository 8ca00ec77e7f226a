/**
 * Prints the JavaScript and CSS a page runs on load (entry bundles plus the
 * route's chunks, no interaction), gzip-compressed, for the given paths.
 * Usage: tsx scripts/measure-first-load.ts [--dir build] / /docs/x /api/add-user
 * Serves the build itself on a free port and drives the system Chromium.
 */
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {chromium} from 'playwright-core';
import {startStaticServer} from './lib/static-server';
import {chromiumLaunchOptions} from './lib/chromium';
import {kb, measureFirstLoad} from './lib/first-load';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const buildDir = path.resolve(dirIndex > -1 ? args[dirIndex + 1] : 'build');
const paths = args.filter((a, i) => a.startsWith('/') && (dirIndex === -1 || i !== dirIndex + 1));

async function main() {
  const server = await startStaticServer({root: buildDir, port: 0});
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const pagePath of paths.length ? paths : ['/']) {
      const {js, css, files, problem} = await measureFirstLoad(browser, origin, buildDir, pagePath);
      console.log(
        `${pagePath}: JS ${kb(js)} gzip, CSS ${kb(css)} gzip (${files} files)${problem ? ` — BROKEN: ${problem}` : ''}`,
      );
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
