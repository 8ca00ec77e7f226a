import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import HeroMain from '@site/src/components/HeroMain';
import TitledSection from '@site/src/components/TitledSection';
import HydrationBoundary from '@site/src/components/HydrationBoundary';
import CardGrid from '@site/src/components/CardGrid';
import LatestReleases from '@site/src/components/LatestReleases';
import newest from '@generated/release-notes/default/newest-releases.json';
import type {ReleaseEntry} from '@site/src/plugins/release-notes/parse';
import {productAreaCards, popularGuides} from '@site/src/data/product-areas';
import styles from './index.module.css';

export default function Home() {
  return (
    <Layout
      title="Mynah Docs"
      description="Guides, API reference and release notes for Mynah: bots, AI agents, voice, the Inbox, campaigns and analytics on every channel.">
      <HeroMain
        title="Mynah documentation"
        lead="Mynah is a conversational-AI and customer-engagement platform. Build bots and AI agents in Studio, run them on web, WhatsApp, voice and a dozen other channels, hand over to your team in the Inbox, and reach customers with campaigns."
        actions={
          <>
            <Link className="button button--secondary button--lg" to="/docs/platform_concepts/getting-started">
              Get started
            </Link>
            <Link className="button button--outline button--lg" style={{color: '#fff', borderColor: '#fff'}} to="/api">
              API Reference
            </Link>
          </>
        }>
        {/* Each block is a unit of hydration of its own (HydrationBoundary). */}
        <HydrationBoundary>
          <TitledSection id="areas" title="Product areas" className="margin-bottom--xl">
            <CardGrid cards={productAreaCards} />
          </TitledSection>
        </HydrationBoundary>
        <HydrationBoundary>
          <div className={styles.columns}>
            <TitledSection id="popular" title="Popular guides">
              <ul className={styles.linkList}>
                {popularGuides.map((guide) => (
                  <li key={guide.to}>
                    <Link to={guide.to}>{guide.title}</Link>
                  </li>
                ))}
              </ul>
              <p>
                <Link to="/docs/cookbooks/getting_started">All use case guides</Link>
              </p>
            </TitledSection>
            <TitledSection id="latest" title="What's new">
              <LatestReleases entries={newest as Omit<ReleaseEntry, 'summary'>[]} />
              <p>
                <Link to="/whats-new">All recent changes</Link>
              </p>
            </TitledSection>
            <TitledSection id="developers" title="For developers">
              <ul className={styles.linkList}>
                <li>
                  <Link to="/api/introduction">API introduction: base URLs, keys, limits</Link>
                </li>
                <li>
                  <Link to="/docs/platform_concepts/get_started/api-keys">Create and scope an API key</Link>
                </li>
                <li>
                  <Link to="/docs/platform_concepts/channelConfiguration/web-widget">Embed the web widget</Link>
                </li>
                <li>
                  <Link to="/docs/platform_concepts/mobile">Mobile SDKs</Link>
                </li>
                <li>
                  <Link to="/enterprise-integration">Enterprise integration</Link>
                </li>
              </ul>
            </TitledSection>
          </div>
        </HydrationBoundary>
      </HeroMain>
    </Layout>
  );
}
