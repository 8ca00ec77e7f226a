import {curlSample, javascriptSample, pythonSample} from '../../utils/api-samples';
import {withAbsoluteLinks} from './doc-markdown';
import {frontMatterBlock} from './front-matter';
import type {ApiDescription, ApiMediaType, ApiOperationInfo, ApiSchema} from './openapi-model';

/**
 * An API operation's page as Markdown, from the OpenAPI description: method and path, the
 * description, parameters and body fields as tables, the request and response examples and the
 * curl/JavaScript/Python samples (the same ones the HTML page shows) as fenced code.
 */

const origin = (siteUrl: string) => siteUrl.replace(/\/$/, '');

/** A table cell: one line, pipes escaped. */
export const cell = (text: string | undefined) => (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

export const fenced = (language: string, code: string) => {
  // A fence longer than any backtick run inside the code, so the block cannot end early.
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${code}\n${fence}`;
};

const json = (value: unknown) => fenced('json', JSON.stringify(value, null, 2));

function typeOf(schema: ApiSchema | undefined): string {
  if (!schema) return '';
  if (schema.type === 'array') return `array of ${typeOf(schema.items) || 'any'}`;
  const base = schema.type ?? (schema.properties ? 'object' : '');
  const format = schema.format ? ` (${schema.format})` : '';
  const values = schema.enum ? `, one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}` : '';
  return `${base}${format}${values}`;
}

function parametersTable(op: ApiOperationInfo): string {
  if (op.parameters.length === 0) return '';
  const rows = op.parameters.map(
    (p) =>
      `| \`${p.name}\` | ${p.in} | ${cell(typeOf(p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`,
  );
  return ['## Parameters', '', '| Name | In | Type | Required | Description |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

function fieldsTable(schema: ApiSchema | undefined): string {
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return '';
  const required = new Set(schema?.required ?? []);
  const rows = properties.map(
    ([name, field]) =>
      `| \`${name}\` | ${cell(typeOf(field))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(field.description)} |`,
  );
  return ['| Field | Type | Required | Description |', '|---|---|---|---|', ...rows].join('\n');
}

/** The examples of a media type, each under its summary; the schema's sample when there is none. */
function examples(media: ApiMediaType | undefined): string[] {
  if (!media) return [];
  if (media.examples) {
    return Object.entries(media.examples).map(
      ([name, example]) =>
        `Example \`${name}\`${example.summary ? `: ${example.summary}` : ''}\n\n${json(example.value)}`,
    );
  }
  return media.example !== undefined ? [json(media.example)] : [];
}

function requestBodySection(op: ApiOperationInfo, pageUrl: string): string {
  const body = op.requestBody;
  if (!body) return '';
  const media = body.content?.['application/json'];
  const parts = [
    `## Request body${body.required ? ' (required)' : ''}`,
    body.description ? withAbsoluteLinks(body.description, pageUrl) : '',
    fieldsTable(media?.schema),
    ...examples(media),
  ];
  return parts.filter(Boolean).join('\n\n');
}

function responsesSection(op: ApiOperationInfo, pageUrl: string): string {
  const parts = ['## Responses'];
  for (const [status, response] of Object.entries(op.responses)) {
    parts.push(`### ${status}`);
    if (response.description) parts.push(withAbsoluteLinks(response.description, pageUrl));
    parts.push(...examples(response.content?.['application/json']));
  }
  return parts.join('\n\n');
}

function samplesSection(op: ApiOperationInfo): string {
  return [
    '## Samples',
    '### curl',
    fenced('bash', curlSample(op)),
    '### JavaScript',
    fenced('javascript', javascriptSample(op)),
    '### Python',
    fenced('python', pythonSample(op)),
  ].join('\n\n');
}

/** The page's one-sentence description: the first sentence of the operation's description. */
export function operationSummaryLine(op: ApiOperationInfo): string {
  const plain = op.description
    .split('\n')[0]
    .replace(/\*\*|`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  const sentence = /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  return sentence.trim();
}

export function operationToMarkdown(op: ApiOperationInfo, siteUrl: string): string {
  const pageUrl = `${origin(siteUrl)}${op.permalink}`;
  const head = frontMatterBlock({title: op.summary, description: operationSummaryLine(op), url: pageUrl});
  const sections = [
    `# ${op.summary}`,
    `\`${op.method.toUpperCase()} ${op.path}\``,
    withAbsoluteLinks(op.description, pageUrl),
    parametersTable(op),
    requestBodySection(op, pageUrl),
    responsesSection(op, pageUrl),
    samplesSection(op),
  ];
  return `${head}\n${sections.filter(Boolean).join('\n\n')}\n`;
}

/** The API introduction (/api): the description's own Markdown and a list of every operation. */
export function apiIntroToMarkdown(api: ApiDescription, siteUrl: string, permalink: string): string {
  const pageUrl = `${origin(siteUrl)}${permalink}`;
  const head = frontMatterBlock({
    title: api.title,
    description: `Introduction to the ${api.title}: base URLs, authentication, limits, errors and every operation.`,
    url: pageUrl,
  });
  const list = api.operations.map(
    (op) => `- [${op.summary}](${origin(siteUrl)}${op.permalink}): \`${op.method.toUpperCase()} ${op.path}\``,
  );
  return `${head}\n# ${api.title}\n\n${withAbsoluteLinks(api.description, pageUrl)}\n\n## Operations\n\n${list.join('\n')}\n`;
}
