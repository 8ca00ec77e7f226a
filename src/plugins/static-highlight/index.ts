import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemes} from '../../../config/code-theme';
import {codeThemeCss} from './theme-css';

const require = createRequire(import.meta.url);

/**
 * theme-classic's client module that loads Prism (and the site's extra grammars) into every page's
 * entry bundle: ~30 KB gzip. Code is highlighted at build time here, so the browser build gets an
 * empty module in its place.
 */
const PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
const EMPTY_MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'empty-client-module.ts');

/**
 * Syntax highlighting at build time: remark.ts tokenises fenced code, the theme's CodeBlock/Content
 * renders the tokens, and the CSS this plugin generates colours them in both colour modes.
 */
export default function staticHighlightPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'static-highlight', 'code-theme.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, codeThemeCss(codeThemes));
  return {
    name: 'static-highlight',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack() {
      return {resolve: {alias: {[`${PRISM_CLIENT_MODULE}$`]: EMPTY_MODULE}}};
    },
  };
}
