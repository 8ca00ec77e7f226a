import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import HeroMain from '@site/src/components/HeroMain';
import LatestReleases from '@site/src/components/LatestReleases';
import latest from '@generated/release-notes/default/latest-releases.json';
import type {ReleaseEntry} from '@site/src/plugins/release-notes/parse';

const releases = latest as ReleaseEntry[];

export default function WhatsNew() {
  return (
    <Layout
      title="What's new"
      description="The latest Mynah releases, newest first: new features, improvements and fixes across Studio, Inbox, Engage, VoiceX and Growth.">
      <HeroMain
        title="What's new in Mynah"
        lead="The latest changes across the platform, newest first. Each entry links to its monthly release note and the docs it affects.">
        <div className="row">
          <div className="col col--8">
            <h2>Latest releases</h2>
            <LatestReleases entries={releases} showSummary />
          </div>
          <aside className="col col--4" aria-labelledby="more-history">
            <h2 id="more-history">Full history</h2>
            <ul>
              <li>
                <Link to="/docs/updates/overview">Release notes overview</Link>
              </li>
              <li>
                <Link to="/docs/updates/category-focused">Changes by product area</Link>
              </li>
              <li>
                <Link to="/docs/updates/2024/insightsrevamp">The Insights revamp explained</Link>
              </li>
            </ul>
          </aside>
        </div>
      </HeroMain>
    </Layout>
  );
}
