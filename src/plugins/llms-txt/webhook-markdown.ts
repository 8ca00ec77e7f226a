import type {WebhookField, WebhookPageData} from '../api-webhooks/webhooks';
import {VERIFY_SIGNATURES, WEBHOOK_INDEX, webhookEventDescription, webhookEventTitle} from '../api-webhooks/page-texts';
import {VERIFY_SIGNATURES_PATH, WEBHOOKS_BASE} from '../../utils/api-description';
import {cell, fenced} from './api-markdown';
import {withAbsoluteLinks} from './doc-markdown';
import {frontMatterBlock} from './front-matter';
import {markdownUrl} from './paths';

/** The webhook pages under /api/webhooks as Markdown, from the same data and texts as their HTML. */

function page(title: string, description: string, url: string, body: string[]): string {
  const head = frontMatterBlock({title, description, url});
  return `${head}\n${[`# ${title}`, ...body].filter(Boolean).join('\n\n')}\n`;
}

function fieldsTable(caption: string, fields: WebhookField[], url: string): string {
  if (!fields.length) return '';
  const rows = fields.map(
    (f) =>
      `| \`${f.name}\` | \`${cell(f.type)}\` | ${f.required ? 'yes' : 'no'} | ${cell(withAbsoluteLinks(f.description, url))} |`,
  );
  return [`### ${caption}`, '', '| Field | Type | Required | Description |', '|---|---|---|---|', ...rows].join('\n');
}

export function webhookIndexMarkdown(pages: WebhookPageData[], siteUrl: string): string {
  const url = `${siteUrl}${WEBHOOKS_BASE}`;
  return page(WEBHOOK_INDEX.title, WEBHOOK_INDEX.description, url, [
    `Mynah sends a signed \`POST\` to your HTTPS endpoint when one of these events happens. Every request carries an \`X-Mynah-Signature\` header to check first ([how](${markdownUrl(siteUrl, VERIFY_SIGNATURES_PATH)})).`,
    [
      ...pages.map((p) => `- [\`${p.event}\`: ${p.summary}](${markdownUrl(siteUrl, p.permalink)})`),
      `- [${VERIFY_SIGNATURES.title}](${markdownUrl(siteUrl, VERIFY_SIGNATURES_PATH)}) in Node.js and Python`,
    ].join('\n'),
  ]);
}

export function webhookEventMarkdown(data: WebhookPageData, siteUrl: string): string {
  const url = `${siteUrl}${data.permalink}`;
  const headers = [
    '## Headers',
    '',
    '| Header | Description | Example |',
    '|---|---|---|',
    ...data.headers.map(
      (h) => `| \`${h.name}\` | ${cell(withAbsoluteLinks(h.description, url))} | \`${cell(h.example)}\` |`,
    ),
  ].join('\n');
  return page(webhookEventTitle(data), webhookEventDescription(data), url, [
    `\`POST\` to your endpoint, event type \`${data.event}\`. Check the signature before you use the body: [${VERIFY_SIGNATURES.title}](${markdownUrl(siteUrl, VERIFY_SIGNATURES_PATH)}).`,
    withAbsoluteLinks(data.description, url),
    data.headers.length ? headers : '',
    '## Payload',
    fieldsTable('Envelope', data.envelope, url),
    fieldsTable(`data for ${data.event}`, data.data, url),
    data.examples.length ? '## Examples' : '',
    ...data.examples.map((ex) => `### ${ex.summary}\n\n${fenced('json', JSON.stringify(ex.value, null, 2))}`),
    '## Your response',
    withAbsoluteLinks(data.response, url),
  ]);
}

export function verifySignaturesMarkdown(code: {node: string; python: string}, siteUrl: string): string {
  const url = `${siteUrl}${VERIFY_SIGNATURES_PATH}`;
  return page(VERIFY_SIGNATURES.title, VERIFY_SIGNATURES.description, url, [
    `Every [webhook](${markdownUrl(siteUrl, WEBHOOKS_BASE)}) request carries \`X-Mynah-Signature: t=<unix seconds>,v1=<hex>\`. Before you trust the body:`,
    VERIFY_SIGNATURES.steps.map((step, i) => `${i + 1}. ${step}`).join('\n'),
    '## Node.js',
    fenced('js', code.node.trimEnd()),
    '## Python',
    fenced('python', code.python.trimEnd()),
  ]);
}
