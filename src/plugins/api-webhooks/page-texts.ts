/**
 * The titles, descriptions and step texts of the webhook pages, in one place for the React pages
 * (src/components/WebhookPages) and their Markdown copies (src/plugins/llms-txt/webhook-markdown.ts).
 * Texts are inline Markdown (code, bold, links), as src/components/InlineMarkdown renders it.
 */
import type {WebhookPageData} from './webhooks';

export const WEBHOOK_INDEX = {
  title: 'Webhooks',
  description:
    'Webhook events of the Mynah REST API (user.created, user.updated, ticket.created): payload schemas, examples and signature checks.',
};

export const webhookEventTitle = (page: Pick<WebhookPageData, 'summary' | 'event'>) =>
  `${page.summary} webhook (${page.event})`;

export const webhookEventDescription = (page: Pick<WebhookPageData, 'event'>) =>
  `The ${page.event} webhook Mynah sends to your endpoint: when it fires, its headers, payload schema and an example.`;

export const VERIFY_SIGNATURES = {
  title: 'Verify webhook signatures',
  description:
    'Check the X-Mynah-Signature header of a Mynah webhook in Node.js or Python: HMAC-SHA256 of the timestamp and raw body, five-minute tolerance.',
  steps: [
    'Read the raw request body as bytes. A body parsed as JSON and serialised again almost never matches the signature.',
    "Compute HMAC-SHA256 of `<t>.<raw body>` with your endpoint's signing secret (`whsec_…`), as lowercase hex.",
    'Compare it with each `v1` value in constant time. After **Roll secret**, the old and the new secret both sign for 24 hours, so the header carries two `v1` values; one match is enough.',
    'Refuse the request when `t` is more than five minutes from your clock: an old, valid request is a replay. Keep your server clock synced.',
    'Answer with a `2xx` status within 10 seconds, then do the work. A retry of the same event has the same `id`: skip ids you have already handled.',
  ],
};
