import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Mermaid from '@theme/Mermaid';

const FALLBACK_DIAGRAM = `flowchart LR
  S[Mermaid block in a doc] --> R{Rendered at build time?}
  R -- yes --> I[SVG image, no JavaScript]
  R -- "no: no Chromium, or npm start" --> M[Mermaid draws it in the browser]`;

/**
 * /diagnostics/mermaid: the path a diagram takes when it could not be rendered to SVG at build time
 * (a build without Chromium, or a diagram being edited under `npm start`): the deferred Mermaid wrapper
 * (src/theme/Mermaid) draws it in the browser. Doc pages never take this path in a normal build, so the
 * end-to-end tests check it here. Kept out of search engines, the sitemap and site search.
 */
export default function MermaidDiagnostics() {
  return (
    <Layout
      title="Diagram fallback diagnostics"
      description="A Mermaid diagram drawn in the browser, as diagrams are when they were not rendered at build time.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Diagram fallback diagnostics</h1>
        <p>
          Diagrams in the docs ship as SVG images rendered when the site is built. One that could not be rendered then
          is drawn in the browser by Mermaid, which is downloaded only when the diagram comes near the screen. The
          diagram at the bottom of this page is drawn that way.
        </p>
        {/* Far enough below the first screen that Mermaid must not load until the reader scrolls. */}
        <div style={{minHeight: '2400px'}} />
        <h2>Fallback diagram</h2>
        <Mermaid value={FALLBACK_DIAGRAM} />
      </main>
    </Layout>
  );
}
