import type {ThemeConfig} from '@docusaurus/preset-classic';
import {COMMUNITY_URL, SIGN_UP_URL} from './navbar';

export const footer = {
  style: 'dark',
  logo: {alt: 'Mynah', src: 'img/logo-dark.svg', href: '/', width: 40, height: 40},
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Getting started', to: '/docs/platform_concepts/getting-started'},
        {label: 'Build your first bot', to: '/docs/cookbooks/studio/build-bot'},
        {label: 'Tutorials', to: '/docs/tutorials/basics'},
        {label: 'Videos', to: '/videos'},
        {label: 'Glossary', to: '/docs/glossary/advanced-virtual-assistants'},
      ],
    },
    {
      title: 'Build',
      items: [
        {label: 'Studio', to: '/docs/platform_concepts/studio/overview'},
        {label: 'API Reference', to: '/api'},
        {label: 'Enterprise integration', to: '/enterprise-integration'},
        {label: 'All topics', to: '/docs'},
      ],
    },
    {
      title: 'Stay current',
      items: [
        {label: "What's New", to: '/whats-new'},
        {label: 'Release notes', to: '/docs/updates/overview'},
        {label: 'Tags', to: '/docs/tags'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Community forum', href: COMMUNITY_URL},
        {label: 'Service status', href: 'https://status.mynah.app'},
        {label: 'Try Mynah for free', href: SIGN_UP_URL},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Mynah Labs. All rights reserved.`,
} satisfies ThemeConfig['footer'];
