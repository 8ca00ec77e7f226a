import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** preact/compat's folder: it mirrors React's entry points (jsx-runtime, client, …) file for file. */
const COMPAT_DIR = path.dirname(require.resolve('preact/compat/package.json'));

/**
 * Replaces Docusaurus's own `react` and `react-dom` folder aliases, so that every import of React,
 * including subpaths such as `react/jsx-runtime` and `react-dom/client`, resolves to preact/compat.
 */
export const PREACT_ALIASES: Record<string, string> = {react: COMPAT_DIR, 'react-dom': COMPAT_DIR};

/**
 * The browser bundle runs on preact/compat; the server render (SSG) keeps React. React DOM alone is
 * ~62 KB gzip of every page's entry bundle, well over a third of the 160 KB budget, and preact/compat
 * does the same job in ~11 KB. The HTML is still produced by React at build time and hydrated by Preact.
 */
export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: PREACT_ALIASES}};
    },
  };
}
