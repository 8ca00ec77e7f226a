import React, {useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import ExamplePicker from '@site/src/components/ExamplePicker';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {
  responseEntries,
  type NamedExample,
  type OperationExamples,
  type ResponseObject,
} from '@site/src/utils/api-examples';
import styles from './styles.module.css';

function ResponseHeaders({headers}: {headers: NonNullable<ResponseObject['headers']>}) {
  const entries = Object.entries(headers);
  if (!entries.length) return null;
  return (
    <table className={styles.headers}>
      <caption>Headers</caption>
      <thead>
        <tr>
          <th scope="col">Header</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([name, header]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>{header.schema?.type ?? 'string'}</td>
            <td>{header.description && <InlineMarkdown text={header.description} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ResponseExample({status, examples}: {status: string; examples: NamedExample[]}) {
  const [selected, setSelected] = useState(examples[0]?.name ?? '');
  const example = examples.find((ex) => ex.name === selected) ?? examples[0];
  if (!example) return null;
  return (
    <div className={styles.example}>
      <ExamplePicker
        id={`response-example-${status}`}
        label={`Example ${status} response:`}
        examples={examples}
        selected={example.name}
        onSelect={setSelected}
      />
      <CodeBlock language="json" title={`${status} response body`}>
        {JSON.stringify(example.value, null, 2)}
      </CodeBlock>
    </div>
  );
}

/** Every documented status with its description, headers and example body (named examples selectable). */
export default function ApiResponses({api}: {api: OperationExamples}) {
  const entries = responseEntries(api);
  if (!entries.length) return null;
  return (
    <section className={styles.responses} aria-labelledby="response-examples">
      <h2 id="response-examples">Response examples</h2>
      {entries.map(({status, response, examples}) => (
        <div key={status} className={styles.status} data-status={status}>
          <h3 id={`response-${status}`}>
            <code>{status}</code>
          </h3>
          {response.description && <InlineMarkdown text={response.description} />}
          {response.headers && <ResponseHeaders headers={response.headers} />}
          {examples.length > 0 ? <ResponseExample status={status} examples={examples} /> : <p>No response body.</p>}
        </div>
      ))}
    </section>
  );
}
