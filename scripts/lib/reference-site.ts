import fs from 'node:fs';
import path from 'node:path';

/**
 * The benchmark's reference: the same docs, custom pages and API description built with a plain
 * `preset-classic` configuration, as a team would get it from the Docusaurus template. React in the
 * browser, the stock theme (none of src/theme), none of the site's own plugins or client modules, code
 * highlighted by Prism and diagrams drawn by Mermaid in the browser. The only plugin of ours it keeps is
 * the release-notes data the home page and /whats-new read (content, not performance). It has no search
 * (the template has none), so /search has no reference figures.
 *
 * It is a folder of its own (a site directory is where Docusaurus looks for `src/theme` overrides), with
 * copies of the real docs, pages and the components they import.
 */
export const REFERENCE_DIR = path.resolve('.bench/reference');

/** What the reference site copies from this repository, by path inside the site directory. */
const LINKED = [
  'docs',
  'static',
  'openapi',
  'sidebars.ts',
  'config',
  'src/pages',
  'src/components',
  'src/data',
  'src/utils',
  'src/plugins',
  'src/css',
];

const CONFIG = `import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

// The benchmark's reference site (scripts/lib/reference-site.ts): plain preset-classic.
export default {
  title: 'Mynah Docs',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  trailingSlash: false,
  future: {v4: true, faster: true},
  onBrokenLinks: 'warn',
  markdown: {format: 'detect', mermaid: true},
  themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi'],
  plugins: [
    ['docusaurus-plugin-openapi', {path: 'openapi/mynah.yaml', routeBasePath: 'api'}],
    './src/plugins/release-notes/index.ts',
  ],
  presets: [
    [
      'classic',
      {
        docs: {path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.ts', tags: 'tags.yml', breadcrumbs: true},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    navbar: {
      title: 'Mynah Docs',
      items: [
        {to: '/docs/platform_concepts/getting-started', label: 'Help Docs', position: 'left'},
        {to: '/docs/cookbooks/getting_started', label: 'Use Case Guides', position: 'left'},
        {to: '/api', label: 'API Reference', position: 'left'},
        {to: '/whats-new', label: "What's New", position: 'left'},
        {to: '/enterprise-integration', label: 'Enterprise Integration', position: 'left'},
        {to: '/videos', label: 'Videos', position: 'left'},
      ],
    },
    footer: {style: 'dark', copyright: 'Mynah'},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  } satisfies Preset.ThemeConfig,
} satisfies Config;
`;

/** Writes the reference site's folder (config and links); returns its path. */
export function prepareReferenceSite(): string {
  fs.rmSync(REFERENCE_DIR, {recursive: true, force: true});
  fs.mkdirSync(path.join(REFERENCE_DIR, 'src'), {recursive: true});
  // Copies, not links: the bundler resolves links to their real paths (Docusaurus sets
  // resolve.symlinks), and the docs plugin then cannot find a doc's metadata under the reference site.
  for (const entry of LINKED) {
    fs.cpSync(path.resolve(entry), path.join(REFERENCE_DIR, entry), {recursive: true});
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(REFERENCE_DIR, 'node_modules'));
  fs.writeFileSync(path.join(REFERENCE_DIR, 'docusaurus.config.ts'), CONFIG);
  fs.writeFileSync(
    path.join(REFERENCE_DIR, 'package.json'),
    JSON.stringify({name: 'mynah-docs-reference', private: true}),
  );
  return REFERENCE_DIR;
}
