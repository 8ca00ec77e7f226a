/**
 * The named examples of an operation's request body and responses, as the API pages show them
 * and the samples are built from (docusaurus-plugin-openapi passes the resolved operation).
 */
export type NamedExample = {name: string; summary: string; value: unknown};

export type MediaObject = {example?: unknown; examples?: Record<string, {summary?: string; value?: unknown}>};
export type HeaderObject = {description?: string; schema?: {type?: string; example?: unknown}};
export type ResponseObject = {
  description?: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaObject>;
};
export type OperationExamples = {
  requestBody?: {content?: Record<string, MediaObject>};
  responses?: Record<string, ResponseObject>;
  jsonRequestBodyExample?: unknown;
};

/** A media object's examples in document order; a single `example` is named `default`. */
export function namedExamples(media: MediaObject | undefined): NamedExample[] {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).map(([name, ex]) => ({
    name,
    summary: ex.summary ?? name,
    value: ex.value,
  }));
  if (named.length) return named;
  return media.example !== undefined ? [{name: 'default', summary: 'Example', value: media.example}] : [];
}

/** The request-body examples; without documented ones, the plugin's example built from the schema. */
export function requestExamples(op: OperationExamples): NamedExample[] {
  const documented = namedExamples(op.requestBody?.content?.['application/json']);
  if (documented.length) return documented;
  return op.jsonRequestBodyExample !== undefined
    ? [{name: 'schema', summary: 'Built from the schema', value: op.jsonRequestBodyExample}]
    : [];
}

/** Responses sorted by status code, with their JSON examples. */
export function responseEntries(
  op: OperationExamples,
): {status: string; response: ResponseObject; examples: NamedExample[]}[] {
  return Object.entries(op.responses ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, response]) => ({status, response, examples: namedExamples(response.content?.['application/json'])}));
}
