import React, {useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ExamplePicker from '@site/src/components/ExamplePicker';
import TryIt from '@site/src/components/TryIt';
import {curlSample, javascriptSample, pythonSample, type ApiOperation} from '@site/src/utils/api-samples';
import {requestExamples, type OperationExamples} from '@site/src/utils/api-examples';
import styles from './styles.module.css';

/**
 * Code samples built at build time from the selected request example (a picker when the operation
 * documents several), plus the request builder on demand.
 */
export default function ApiSamples({
  api,
  permalink,
}: {
  api: ApiOperation & OperationExamples & Record<string, unknown>;
  /** The operation page's path; the request builder fetches the whole operation from beside it. */
  permalink: string;
}) {
  const examples = requestExamples(api);
  const [selected, setSelected] = useState(examples[0]?.name ?? '');
  const example = examples.find((ex) => ex.name === selected) ?? examples[0];
  const op: ApiOperation = {...api, jsonRequestBodyExample: example?.value};
  return (
    <aside className={styles.panel} aria-label="Request samples">
      <h2 className={styles.heading}>Request samples</h2>
      {example && (
        <ExamplePicker
          id="request-example"
          label="Request example:"
          examples={examples}
          selected={example.name}
          onSelect={setSelected}
        />
      )}
      {/* lazy: only the chosen language's sample is rendered (and hydrated); the others on first choice. */}
      <Tabs groupId="api-sample-language" queryString={false} lazy>
        <TabItem value="curl" label="curl" default>
          <CodeBlock language="bash">{curlSample(op)}</CodeBlock>
        </TabItem>
        <TabItem value="javascript" label="JavaScript">
          <CodeBlock language="js">{javascriptSample(op)}</CodeBlock>
        </TabItem>
        <TabItem value="python" label="Python">
          <CodeBlock language="python">{pythonSample(op)}</CodeBlock>
        </TabItem>
      </Tabs>
      <p className={styles.note}>
        Set <code>MYNAH_API_KEY</code> to a key from <strong>Settings → API keys</strong>. Values come from the examples
        on this page.
      </p>
      <TryIt api={api} permalink={permalink} body={example?.value} />
    </aside>
  );
}
