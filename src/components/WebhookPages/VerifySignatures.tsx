import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import {WEBHOOKS_BASE} from '@site/src/utils/api-description';
import Frame from './Frame';

/** How to check X-Mynah-Signature, with the Node.js and Python code the test suite runs. */
export default function VerifySignatures({code}: {code: {node: string; python: string}}) {
  return (
    <Frame
      title="Verify webhook signatures"
      description="Check the X-Mynah-Signature header of a Mynah webhook in Node.js or Python: HMAC-SHA256 of the timestamp and raw body, five-minute tolerance.">
      <p>
        Every <Link to={WEBHOOKS_BASE}>webhook</Link> request carries{' '}
        <code>X-Mynah-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>. Before you trust the body:
      </p>
      <ol>
        <li>
          Read the raw request body as bytes. A body parsed as JSON and serialised again almost never matches the
          signature.
        </li>
        <li>
          Compute HMAC-SHA256 of <code>&lt;t&gt;.&lt;raw body&gt;</code> with your endpoint&apos;s signing secret (
          <code>whsec_…</code>), as lowercase hex.
        </li>
        <li>
          Compare it with each <code>v1</code> value in constant time. After <strong>Roll secret</strong>, the old and
          the new secret both sign for 24 hours, so the header carries two <code>v1</code> values; one match is enough.
        </li>
        <li>
          Refuse the request when <code>t</code> is more than five minutes from your clock: an old, valid request is a
          replay. Keep your server clock synced.
        </li>
        <li>
          Answer with a <code>2xx</code> status within 10 seconds, then do the work. A retry of the same event has the
          same <code>id</code>: skip ids you have already handled.
        </li>
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
