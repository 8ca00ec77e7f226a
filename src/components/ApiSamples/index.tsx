import React, {Suspense, lazy, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {curlSample, javascriptSample, pythonSample, type ApiOperation} from '@site/src/utils/api-samples';
import styles from './styles.module.css';

// The plugin's interactive request builder (Redux, Postman SDK, code generators) is large:
// it is fetched only when the reader asks for it.
const RequestBuilder = lazy(() => import('@theme/ApiDemoPanel'));

/** Code samples rendered at build time, plus the request builder on demand. */
export default function ApiSamples({api}: {api: ApiOperation & Record<string, unknown>}) {
  const [builderOpen, setBuilderOpen] = useState(false);
  return (
    <aside className={styles.panel} aria-label="Request samples">
      <h2 className={styles.heading}>Request samples</h2>
      {/* lazy: only the chosen language's sample is rendered (and hydrated); the others on first choice. */}
      <Tabs groupId="api-sample-language" queryString={false} lazy>
        <TabItem value="curl" label="curl" default>
          <CodeBlock language="bash">{curlSample(api)}</CodeBlock>
        </TabItem>
        <TabItem value="javascript" label="JavaScript">
          <CodeBlock language="js">{javascriptSample(api)}</CodeBlock>
        </TabItem>
        <TabItem value="python" label="Python">
          <CodeBlock language="python">{pythonSample(api)}</CodeBlock>
        </TabItem>
      </Tabs>
      <p className={styles.note}>
        Set <code>MYNAH_API_KEY</code> to a key from <strong>Settings → API keys</strong>. Values come from the examples
        on this page.
      </p>
      {builderOpen ? (
        <Suspense fallback={<p role="status">Loading the request builder…</p>}>
          <RequestBuilder item={api} />
        </Suspense>
      ) : (
        <button type="button" className="button button--primary button--block" onClick={() => setBuilderOpen(true)}>
          Try it: open the request builder
        </button>
      )}
    </aside>
  );
}
