/**
 * Turns the `x-webhooks` section of the OpenAPI description into the data of one page per event.
 * docusaurus-plugin-openapi 0.8 renders only `paths` (and OpenAPI 3.0 has no `webhooks`), so the
 * webhook pages are built here from the same file.
 */
import {WEBHOOKS_BASE} from '../../utils/api-description';

export type WebhookField = {name: string; type: string; required: boolean; description: string};
export type WebhookHeader = {name: string; description: string; example: string};
export type WebhookExample = {name: string; summary: string; value: unknown};

export type WebhookPageData = {
  event: string;
  slug: string;
  permalink: string;
  summary: string;
  description: string;
  headers: WebhookHeader[];
  envelope: WebhookField[];
  data: WebhookField[];
  examples: WebhookExample[];
  response: string;
};

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  items?: Schema;
  description?: string;
  required?: string[];
  properties?: Record<string, Schema>;
};
type WebhookOperation = {
  summary: string;
  description: string;
  parameters?: {name: string; in: string; description: string; example?: unknown}[];
  requestBody: {
    content: {'application/json': {schema: Schema; examples?: Record<string, {summary: string; value: unknown}>}};
  };
  responses: Record<string, {description: string}>;
};
export type OpenApiWithWebhooks = {'x-webhooks'?: Record<string, {post: WebhookOperation}>};

/** `user.created` → `user-created`. */
export function webhookSlug(event: string): string {
  return event.replace(/[^a-z0-9]+/g, '-');
}

/** A short type label: the referenced schema's name, the enum value, or the JSON type. */
export function typeLabel(schema: Schema): string {
  if (schema.$ref) return schema.$ref.split('/').pop() ?? 'object';
  if (schema.enum?.length === 1) return `"${String(schema.enum[0])}"`;
  if (schema.type === 'array' && schema.items) return `${typeLabel(schema.items)}[]`;
  return schema.type ?? 'object';
}

function fieldsOf(schema: Schema): WebhookField[] {
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => ({
    name,
    type: typeLabel(prop),
    required: schema.required?.includes(name) ?? false,
    description: prop.description ?? '',
  }));
}

export function webhookPages(spec: OpenApiWithWebhooks): WebhookPageData[] {
  return Object.entries(spec['x-webhooks'] ?? {}).map(([event, {post}]) => {
    const media = post.requestBody.content['application/json'];
    const slug = webhookSlug(event);
    return {
      event,
      slug,
      permalink: `${WEBHOOKS_BASE}/${slug}`,
      summary: post.summary,
      description: post.description,
      headers: (post.parameters ?? [])
        .filter((p) => p.in === 'header')
        .map((p) => ({name: p.name, description: p.description, example: String(p.example ?? '')})),
      envelope: fieldsOf(media.schema).map((f) => (f.name === 'data' ? {...f, type: 'object'} : f)),
      data: fieldsOf(media.schema.properties?.data ?? {}),
      examples: Object.entries(media.examples ?? {}).map(([name, ex]) => ({
        name,
        summary: ex.summary,
        value: ex.value,
      })),
      response: Object.values(post.responses)[0]?.description ?? '',
    };
  });
}
