import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import {WEBHOOKS_BASE} from '@site/src/utils/api-description';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {VERIFY_SIGNATURES} from '@site/src/plugins/api-webhooks/page-texts';
import Frame from './Frame';

/** How to check X-Mynah-Signature, with the Node.js and Python code the test suite runs. */
export default function VerifySignatures({code}: {code: {node: string; python: string}}) {
  return (
    <Frame title={VERIFY_SIGNATURES.title} description={VERIFY_SIGNATURES.description}>
      <p>
        Every <Link to={WEBHOOKS_BASE}>webhook</Link> request carries{' '}
        <code>X-Mynah-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>. Before you trust the body:
      </p>
      <ol>
        {VERIFY_SIGNATURES.steps.map((step) => (
          <li key={step}>
            <InlineMarkdown text={step} />
          </li>
        ))}
      </ol>
      <h2>Node.js</h2>
      <p>
        <code>verifyMynahSignature(rawBody, header, secret)</code> returns <code>true</code> for a genuine request. With
        Express, read the body with{' '}
        <code>
          express.raw({'{'} type: &apos;application/json&apos; {'}'})
        </code>{' '}
        so <code>req.body</code> is the raw bytes.
      </p>
      <CodeBlock language="js" title="verify-signature.mjs">
        {code.node}
      </CodeBlock>
      <h2>Python</h2>
      <p>
        <code>verify_mynah_signature(raw_body, header, secret)</code> does the same. In Flask, pass{' '}
        <code>request.get_data()</code>; in Django, <code>request.body</code>.
      </p>
      <CodeBlock language="python" title="verify_signature.py">
        {code.python}
      </CodeBlock>
      <p>
        Both functions are run by this site&apos;s test suite against the same cases: a genuine request, two{' '}
        <code>v1</code> values during a secret roll, a changed body, a re-serialised body, another secret, a stale or
        changed timestamp, and malformed headers.
      </p>
    </Frame>
  );
}
