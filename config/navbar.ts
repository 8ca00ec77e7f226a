import type {ThemeConfig} from '@docusaurus/preset-classic';

export const COMMUNITY_URL = 'https://community.mynah.app';
export const SIGN_UP_URL = 'https://console.mynah.app/signup';

/**
 * Top navigation in the order the spec fixes: the six site sections, then the
 * two external links, then search and the version and locale switchers.
 * `activeBasePath` makes each item active anywhere inside its section.
 */
export const navbar = {
  title: 'Mynah Docs',
  hideOnScroll: true,
  logo: {
    alt: 'Mynah',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      to: '/docs/platform_concepts/getting-started',
      label: 'Help Docs',
      position: 'left',
      activeBasePath: '/docs/platform_concepts',
    },
    {
      to: '/docs/cookbooks/getting_started',
      label: 'Use Case Guides',
      position: 'left',
      activeBasePath: '/docs/cookbooks',
    },
    {to: '/api', label: 'API Reference', position: 'left', activeBasePath: '/api'},
    {to: '/whats-new', label: "What's New", position: 'left', activeBasePath: '/whats-new'},
    {
      to: '/enterprise-integration',
      label: 'Enterprise Integration',
      position: 'left',
      activeBaseRegex: '^/(enterprise-integration|docs/enterprise-integration)',
    },
    {
      // The main doc of the current docs version (the tutorials sidebar's start page).
      to: '/docs/tutorials/basics',
      label: 'Videos',
      position: 'left',
      activeBaseRegex: '^/(videos|docs/tutorials)',
    },
    {href: COMMUNITY_URL, label: 'Community', position: 'right'},
    {
      href: SIGN_UP_URL,
      label: 'Try for free',
      position: 'right',
      className: 'navbar__cta',
    },
    {type: 'search', position: 'right'},
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];
