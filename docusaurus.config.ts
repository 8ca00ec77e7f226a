import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {env} from './config/env';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {sidebarItemsGenerator} from './config/sidebar-items';
import {openapiPlugin} from './config/openapi';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {algolia, searchIndexPlugin} from './config/search';
import type {ChatClientConfig} from './src/utils/chat-context';

/** The `source` the chat provider receives with each page context. */
const CHAT_SOURCE = 'mynah-docs';

const config = {
  title: 'Mynah Docs',
  tagline: 'Build, run and measure conversational AI on every channel.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'mynah',
  projectName: 'mynah-docs',

  future: {v4: true, faster: true},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

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
  plugins: [
    openapiPlugin,
    './src/plugins/release-notes/index.ts',
    './src/plugins/first-paint/index.ts',
    './src/plugins/robots-txt/index.ts',
    './src/plugins/openapi-editor/index.ts',
    './src/plugins/service-worker/index.ts',
    searchIndexPlugin,
  ],
  clientModules: [
    './src/client-modules/progress-bar.ts',
    './src/client-modules/legacy-paths.ts',
    './src/client-modules/chat-widget.ts',
    './src/client-modules/service-worker.ts',
  ],

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
        docs: {
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
        },
        blog: false,
        pages: {},
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/navbar.css',
            './src/css/contrast.css',
            './src/css/api-methods.css',
            './src/css/api-sidebar.css',
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
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Only languages prism-react-renderer does not already bundle (json, kotlin, swift, python, yaml are built in).
      additionalLanguages: ['bash', 'dart', 'groovy'],
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
