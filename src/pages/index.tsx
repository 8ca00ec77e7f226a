import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import HeroMain from '@site/src/components/HeroMain';
import HydrateLater from '@site/src/components/HydrateLater';
import CardGrid from '@site/src/components/CardGrid';
import LatestReleases from '@site/src/components/LatestReleases';
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
        {/* Each block hydrates in a task of its own, after the navbar and hero. */}
        <HydrateLater id="home-areas">
          <section aria-labelledby="areas" className="margin-bottom--xl">
            <h2 id="areas">Product areas</h2>
            <CardGrid cards={productAreaCards} />
          </section>
        </HydrateLater>
        <HydrateLater id="home-columns">
          <div className={styles.columns}>
            <section aria-labelledby="popular">
              <h2 id="popular">Popular guides</h2>
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
            </section>
            <section aria-labelledby="latest">
              <h2 id="latest">What&apos;s new</h2>
              <LatestReleases limit={4} />
              <p>
                <Link to="/whats-new">All recent changes</Link>
              </p>
            </section>
            <section aria-labelledby="developers">
              <h2 id="developers">For developers</h2>
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
            </section>
          </div>
        </HydrateLater>
      </HeroMain>
    </Layout>
  );
}
