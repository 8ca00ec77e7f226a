import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import ApiDescriptionLinks from '@site/src/components/ApiDescriptionLinks';
import {WEBHOOKS_BASE} from '@site/src/utils/api-description';
import styles from './styles.module.css';

/** The frame of the webhook pages: site layout, a trail back to the API reference, the description links. */
export default function Frame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Layout title={title} description={description}>
      <main className={`container ${styles.page}`}>
        <nav aria-label="Breadcrumbs" className={styles.trail}>
          <Link to="/api">API reference</Link> › <Link to={WEBHOOKS_BASE}>Webhooks</Link>
        </nav>
        <article className="markdown">
          <h1>{title}</h1>
          {children}
        </article>
        <ApiDescriptionLinks withWebhooks />
      </main>
    </Layout>
  );
}
