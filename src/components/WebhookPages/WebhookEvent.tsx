import React, {useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import ExamplePicker from '@site/src/components/ExamplePicker';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import type {WebhookPageData} from '@site/src/plugins/api-webhooks/webhooks';
import {VERIFY_SIGNATURES_PATH} from '@site/src/utils/api-description';
import FieldTable from './FieldTable';
import {webhookEventDescription, webhookEventTitle} from '@site/src/plugins/api-webhooks/page-texts';
import Frame from './Frame';

/** One webhook event: what triggers it, the request Mynah sends (headers, payload schema, examples). */
export default function WebhookEvent({page}: {page: WebhookPageData}) {
  const [selected, setSelected] = useState(page.examples[0]?.name ?? '');
  const example = page.examples.find((ex) => ex.name === selected) ?? page.examples[0];
  return (
    <Frame title={webhookEventTitle(page)} description={webhookEventDescription(page)}>
      <p>
        <code>POST</code> to your endpoint, event type <code>{page.event}</code>. Check the signature before you use the
        body: <Link to={VERIFY_SIGNATURES_PATH}>Verify webhook signatures</Link>.
      </p>
      <InlineMarkdown text={page.description} />
      <h2>Headers</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Header</th>
            <th scope="col">Description</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {page.headers.map((h) => (
            <tr key={h.name}>
              <td>
                <code>{h.name}</code>
              </td>
              <td>
                <InlineMarkdown text={h.description} />
              </td>
              <td>
                <code>{h.example}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Payload</h2>
      <FieldTable caption="Envelope" fields={page.envelope} />
      <FieldTable caption={`data for ${page.event}`} fields={page.data} />
      <h2>Example</h2>
      {example && (
        <>
          <ExamplePicker
            id="webhook-example"
            label="Example:"
            examples={page.examples}
            selected={example.name}
            onSelect={setSelected}
          />
          <CodeBlock language="json" title={`${page.event} payload`}>
            {JSON.stringify(example.value, null, 2)}
          </CodeBlock>
        </>
      )}
      <h2>Your response</h2>
      <InlineMarkdown text={page.response} />
    </Frame>
  );
}
