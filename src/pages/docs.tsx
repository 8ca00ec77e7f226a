import React from 'react';
import Layout from '@theme/Layout';
import HeroMain from '@site/src/components/HeroMain';
import TitledSection from '@site/src/components/TitledSection';
import CardGrid from '@site/src/components/CardGrid';
import {productAreaCards} from '@site/src/data/product-areas';

const ways = [
  {
    title: 'Help Docs',
    description:
      'Concepts and reference for every area of the console, starting with what to read first for your role.',
    to: '/docs/platform_concepts/getting-started',
    eyebrow: 'Reference',
  },
  {
    title: 'Use case guides',
    description:
      'End-to-end cookbooks: order tracking on WhatsApp, VIP routing, cart recovery, voice hand-over and more.',
    to: '/docs/cookbooks/getting_started',
    eyebrow: 'Solutions',
  },
  {
    title: 'Tutorials',
    description: 'Short walkthroughs, each building one working result, from your first bot to your first campaign.',
    to: '/docs/tutorials/basics',
    eyebrow: 'Learn',
  },
  {
    title: 'API Reference',
    description: 'Twenty REST operations for users, events, audiences, messages, campaigns and tickets.',
    to: '/api',
    eyebrow: 'Developers',
  },
  {
    title: 'Release notes',
    description: 'Every change since July 2022, month by month, with links to the docs each one affects.',
    to: '/docs/updates/overview',
    eyebrow: 'History',
  },
  {
    title: 'Glossary',
    description: 'Plain definitions of the terms used across Mynah, from barge-in to vector database.',
    to: '/docs/glossary/advanced-virtual-assistants',
    eyebrow: 'Terms',
  },
  {
    title: 'Browse by tag',
    description: 'Find every page about one topic, such as WhatsApp, flows, CSV import or NLP intents.',
    to: '/docs/tags',
    eyebrow: 'Topics',
  },
];

export default function DocsEntry() {
  return (
    <Layout
      title="Documentation"
      description="Find your way into the Mynah documentation: Help Docs by product area, use case guides, tutorials, the API reference, release notes and the glossary.">
      <HeroMain
        title="Documentation"
        lead="Start from what you want to do, or from the part of Mynah you work in. Press Ctrl+K (or /) anywhere to search every page.">
        <TitledSection id="ways-in" title="Ways in" className="margin-bottom--xl">
          <CardGrid cards={ways} />
        </TitledSection>
        <TitledSection id="by-area" title="By product area">
          <CardGrid cards={productAreaCards} />
        </TitledSection>
      </HeroMain>
    </Layout>
  );
}
