import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {env} from './config/env';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {sidebarItemsGenerator} from './config/sidebar-items';
import {openapiPlugin} from './config/openapi';
import {codeThemes} from './config/code-theme';
import remarkStaticHighlight from './src/plugins/static-highlight/remark';
import rehypeScrollableTables from './src/plugins/scrollable-tables/rehype';
import {algolia, searchIndexPlugin} from './config/search';
import {diagramStaticDirectory, staticDiagramsRemarkPlugin} from './config/diagrams';
import {MERMAID_OPTIONS, MERMAID_THEMES} from './config/mermaid';
import type {ChatClientConfig} from './src/utils/chat-context';
import {benchVariant, docsPlugin, pageTemplate} from './config/bench-variant';

/** The `source` the chat provider receives with each page context. */
const CHAT_SOURCE = 'mynah-docs';

const BASE_URL = '/';

/** The docs plugin's options; it is registered through src/plugins/slim-docs (see there why). */
const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  breadcrumbs: true,
  tags: 'tags.yml',
  onInlineTags: 'throw',
  lastVersion: 'current',
  versions: {current: {label: 'Next', path: ''}},
  showLastUpdateTime: false,
  // Before Docusaurus's own mermaid step, which would turn the blocks into client-side diagrams.
  beforeDefaultRemarkPlugins: [staticDiagramsRemarkPlugin(BASE_URL)],
  remarkPlugins: [remarkStaticHighlight],
  rehypePlugins: [rehypeScrollableTables],
} satisfies DocsOptions;

const config = {
  title: 'Mynah Docs',
  tagline: 'Build, run and measure conversational AI on every channel.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: 'mynah',
  projectName: 'mynah-docs',

  future: {v4: true, faster: true},
  ssrTemplate: pageTemplate,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  // `static/` plus the SVGs of the Mermaid diagrams, rendered before the build (config/diagrams.ts).
  staticDirectories: ['static', diagramStaticDirectory],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory'}},
  },

  markdown: {
    // .md files are CommonMark (so `{{var.x}}` in prose is text); .mdx files are MDX.
    format: 'detect',
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi'],
  plugins: benchVariant([
    [docsPlugin, docsOptions],
    openapiPlugin,
    './src/plugins/release-notes/index.ts',
    './src/plugins/api-webhooks/index.ts',
    './src/plugins/first-paint/index.ts',
    './src/plugins/early-search-input/index.ts',
    './src/plugins/early-clicks/index.ts',
    './src/plugins/inline-boundaries/index.ts',
    './src/plugins/robots-txt/index.ts',
    './src/plugins/openapi-editor/index.ts',
    './src/plugins/chunk-filenames/index.ts',
    './src/plugins/slim-registry/index.ts',
    './src/plugins/route-chunk-names/index.ts',
    './src/plugins/chunk-name-map/index.ts',
    './src/plugins/client-tslib/index.ts',
    './src/plugins/client-site-config/index.ts',
    './src/plugins/entry-split/index.ts',
    './src/plugins/route-chunk-scripts/index.ts',
    './src/plugins/compile-hints/index.ts',
    './src/plugins/static-highlight/index.ts',
    './src/plugins/service-worker/index.ts',
    './src/plugins/llms-txt/index.ts',
    searchIndexPlugin,
  ]),
  clientModules: benchVariant([
    './src/client-modules/progress-bar.ts',
    './src/client-modules/legacy-paths.ts',
    './src/client-modules/idle-prefetch.ts',
    './src/client-modules/chat-widget.ts',
    './src/client-modules/service-worker.ts',
  ]),

  // Public values only: the browser sees these (src/client-modules/chat-widget.ts, src/theme/DocItem/Footer).
  customFields: {
    chat: {
      origin: env.chat.origin,
      botId: env.chat.botId,
      widgetUrl: env.chat.widgetUrl,
      source: CHAT_SOURCE,
    } satisfies ChatClientConfig,
    feedbackUrl: env.feedbackUrl ?? null,
  },

  presets: [
    [
      'classic',
      {
        // Registered below through src/plugins/slim-docs, which slims what every doc page loads.
        docs: false,
        blog: false,
        pages: {rehypePlugins: [rehypeScrollableTables]},
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/navbar.css',
            './src/css/contrast.css',
            './src/css/api-methods.css',
            './src/css/api-sidebar.css',
            './src/css/static-diagrams.css',
            './src/css/no-script.css',
          ],
        },
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/diagnostics/**']},
        gtag: env.gtagId ? {trackingID: env.gtagId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#0f766e'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      id: 'ai-search-ga-2025',
      content:
        'Mynah AI Search is now generally available. <a href="/docs/platform_concepts/mynahaisearch/installmynahaisearch">Add it to your site</a>.',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    algolia,
    // Code is highlighted at build time (src/plugins/static-highlight); these colour the frame and tokens.
    prism: {theme: codeThemes.light, darkTheme: codeThemes.dark},
    // For diagrams with no SVG rendered at build time, drawn in the browser (config/diagrams.ts, README "Diagrams").
    mermaid: {theme: MERMAID_THEMES, options: MERMAID_OPTIONS},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
