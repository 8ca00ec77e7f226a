import React from 'react';
import Link from '@docusaurus/Link';
import {VERIFY_SIGNATURES_PATH} from '@site/src/utils/api-description';
import {WEBHOOK_INDEX} from '@site/src/plugins/api-webhooks/page-texts';
import Frame from './Frame';

type EventSummary = {event: string; summary: string; permalink: string; description: string};

/** The list of webhook events described in the OpenAPI description. */
export default function WebhookIndex({events}: {events: EventSummary[]}) {
  return (
    <Frame title={WEBHOOK_INDEX.title} description={WEBHOOK_INDEX.description}>
      <p>
        Mynah sends a signed <code>POST</code> to your HTTPS endpoint when one of these events happens. Add an endpoint
        and tick its events in <strong>Apps → Marketplace → Automation and productivity → Custom webhooks</strong>;
        every request carries an <code>X-Mynah-Signature</code> header to check first (
        <Link to={VERIFY_SIGNATURES_PATH}>how</Link>).
      </p>
      <ul>
        {events.map((e) => (
          <li key={e.event}>
            <Link to={e.permalink}>
              <code>{e.event}</code>: {e.summary}
            </Link>
          </li>
        ))}
        <li>
          <Link to={VERIFY_SIGNATURES_PATH}>Verify webhook signatures</Link> in Node.js and Python
        </li>
      </ul>
      <p>
        The same events, with the rest of the webhook types, are explained on{' '}
        <Link to="/docs/platform_concepts/appConfiguration/automation/custom-webhooks">Custom webhooks</Link>.
      </p>
    </Frame>
  );
}
