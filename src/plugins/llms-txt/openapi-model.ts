import fs from 'node:fs';
import yaml from 'js-yaml';
import kebabCase from 'lodash/kebabCase';
import {sampleFromSchema} from 'docusaurus-plugin-openapi/lib/openapi/createExample';
import type {ApiParameter} from '../../utils/api-samples';

/**
 * The OpenAPI description read the way docusaurus-plugin-openapi reads it for the /api pages: one
 * operation per path and method, its page at /api/<kebab-case of the summary> (numbered on a clash),
 * `$ref`s resolved, and the request-body sample the page's code samples use. Both the Markdown pages
 * and the MCP server's API tools read operations from here.
 */

export type JsonObject = {[key: string]: unknown};

export type ApiSchema = JsonObject & {
  type?: string;
  description?: string;
  properties?: Record<string, ApiSchema>;
  required?: string[];
  items?: ApiSchema;
  enum?: unknown[];
  format?: string;
};

export type ApiOperationParameter = ApiParameter & {description?: string; schema?: ApiSchema};

export type ApiMediaType = {
  schema?: ApiSchema;
  example?: unknown;
  examples?: Record<string, {summary?: string; value?: unknown}>;
};

export type ApiResponse = {description?: string; content?: Record<string, ApiMediaType>};

export type ApiOperationInfo = {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  tags: string[];
  /** Site path of the operation's page, e.g. /api/add-user. */
  permalink: string;
  servers: {url: string; description?: string}[];
  parameters: ApiOperationParameter[];
  requestBody: {description?: string; required?: boolean; content?: Record<string, ApiMediaType>} | null;
  responses: Record<string, ApiResponse>;
  /** The JSON body the page's samples send (built from the schema, as the plugin builds it). */
  jsonRequestBodyExample: unknown;
};

export type ApiDescription = {
  title: string;
  version: string;
  /** The introduction shown at /api (Markdown). */
  description: string;
  operations: ApiOperationInfo[];
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Resolves local `$ref`s (`#/components/...`) everywhere below `node`; a cycle is left as the `$ref`. */
export function resolveRefs(node: unknown, root: JsonObject, seen: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, root, seen));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.has(ref)) return node;
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
    if (target === undefined) throw new Error(`OpenAPI: ${ref} does not resolve`);
    return resolveRefs(target, root, new Set([...seen, ref]));
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolveRefs(value, root, seen)]));
}

export function parseApiDescription(text: string, basePath = '/api'): ApiDescription {
  const root = yaml.load(text);
  if (!isObject(root) || !isObject(root.paths) || !isObject(root.info)) {
    throw new Error('OpenAPI: the description has no info or paths.');
  }
  const info = root.info as {title?: string; version?: string; description?: string};
  const rootServers = (root.servers as ApiOperationInfo['servers'] | undefined) ?? [];
  const operations: ApiOperationInfo[] = [];
  const idCount = new Map<string, number>();
  for (const [apiPath, rawItem] of Object.entries(root.paths)) {
    const pathItem = resolveRefs(rawItem, root) as JsonObject;
    const shared = (pathItem.parameters as ApiOperationParameter[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!isObject(op)) continue;
      const summary = String(op.summary ?? op.operationId ?? 'Missing summary');
      const baseId = kebabCase(summary);
      const count = idCount.get(baseId) ?? 0;
      idCount.set(baseId, count + 1);
      const requestBody = (op.requestBody as ApiOperationInfo['requestBody']) ?? null;
      const jsonSchema = requestBody?.content?.['application/json']?.schema;
      operations.push({
        operationId: String(op.operationId ?? baseId),
        method,
        path: apiPath,
        summary,
        description: String(op.description ?? summary),
        tags: (op.tags as string[] | undefined) ?? [],
        permalink: `${basePath}/${count ? `${baseId}-${count}` : baseId}`,
        servers: (op.servers as ApiOperationInfo['servers'] | undefined) ?? rootServers,
        parameters: [...((op.parameters as ApiOperationParameter[] | undefined) ?? []), ...shared],
        requestBody,
        responses: (op.responses as Record<string, ApiResponse> | undefined) ?? {},
        jsonRequestBodyExample: jsonSchema ? sampleFromSchema(jsonSchema as never) : undefined,
      });
    }
  }
  return {
    title: info.title ?? 'API Reference',
    version: info.version ?? '',
    description: info.description ?? '',
    operations,
  };
}

export function readApiDescription(file: string, basePath = '/api'): ApiDescription {
  return parseApiDescription(fs.readFileSync(file, 'utf8'), basePath);
}
