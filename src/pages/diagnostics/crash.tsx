import React, {useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

/** Thrown on purpose so the error boundary's fallback can be seen and tested. */
function Crash(): never {
  throw new Error('Diagnostics: a rendering error was simulated', {
    cause: new Error('The simulated widget could not read its settings'),
  });
}

/**
 * /diagnostics/crash: lets a writer or a test see what readers get when a page
 * fails to render ('This page crashed.', the error chain and 'Try again').
 * Kept out of search engines, the sitemap and site search.
 */
/** Holds the crash state inside the page's error boundary, so 'Try again' starts it afresh. */
function CrashButton() {
  const [crashed, setCrashed] = useState(false);
  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setCrashed(true)}>
        Simulate a page crash
      </button>
      {crashed && <Crash />}
    </>
  );
}

export default function CrashDiagnostics() {
  return (
    <Layout title="Crash diagnostics" description="Simulate a rendering error to check the page-crash fallback.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Crash diagnostics</h1>
        <p>
          This page checks the fallback readers see when a page fails to render. Press the button to throw an error
          inside the page; the fallback should show the error messages and a <strong>Try again</strong> button that
          renders the page afresh.
        </p>
        <CrashButton />
      </main>
    </Layout>
  );
}
