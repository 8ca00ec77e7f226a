/**
 * What an operation page renders from the operation docusaurus-plugin-openapi hands it (the `api` of
 * the page's metadata): the API page
 * components (src/theme/ApiItem, ApiAuth, ApiResponses, ApiSamples, TryIt's form) read method, path,
 * texts, security, servers, parameters and the examples. The plugin passes the whole resolved operation
 * (schemas, a Postman request, and the API's `info` with the introduction's full text on every page):
 * about 14 KB gzip of JSON in each operation page's JavaScript, most of it read by nothing on the page.
 * The request builder, which needs all of it, fetches the whole operation when the reader opens it
 * (operationFileName below).
 */
import {mapValues} from '../../utils/map-values';
import {summarySentence} from '../../utils/api-page-meta';

type Json = Record<string, unknown>;
type Media = {example?: unknown; examples?: unknown};
type Header = {description?: string; schema?: {type?: string; example?: unknown}};
type Response = {description?: string; headers?: Record<string, Header>; content?: Record<string, Media>};

const examplesOf = ({example, examples}: Media): Media => ({
  ...(example !== undefined ? {example} : {}),
  ...(examples !== undefined ? {examples} : {}),
});

/** The operation as its page uses it: no `info`, no Postman request, and no body or response schemas. */
export function pageOperation(item: Json): Json {
  const {
    info: _info,
    postman: _postman,
    requestBody,
    responses,
    ...rest
  } = item as Json & {
    requestBody?: {description?: string; required?: boolean; content?: Record<string, Media>};
    responses?: Record<string, Response>;
  };
  return {
    ...rest,
    ...(requestBody ? {requestBody: {...requestBody, content: mapValues(requestBody.content, examplesOf)}} : {}),
    ...(responses
      ? {
          responses: mapValues(responses, (response) => ({
            ...(response.description !== undefined ? {description: response.description} : {}),
            ...(response.headers
              ? {
                  headers: mapValues(response.headers, (header) => ({
                    ...(header.description !== undefined ? {description: header.description} : {}),
                    schema: {type: header.schema?.type, example: header.schema?.example},
                  })),
                }
              : {}),
            ...(response.content ? {content: mapValues(response.content, examplesOf)} : {}),
          })),
        }
      : {}),
  };
}

/** Where the whole operation is published, beside the page: `/api/add-user` → `/api/add-user.operation.json`. */
export function operationFileName(permalink: string): string {
  return `${permalink}.operation.json`;
}

/**
 * The introduction's page data as its page uses it: the plugin gives it the whole `info.description`
 * (the introduction's markdown, ~11 KB) twice, as `description` and inside `info`, although the page
 * renders its compiled content and reads only the first sentence as its meta description
 * (src/utils/api-page-meta.ts). That sentence is kept; `info` keeps everything but the text.
 */
export function pageInfo(item: Json & {description?: string; info?: Json}): Json {
  const {description: _text, ...info} = item.info ?? {};
  return {...item, description: summarySentence(item.description ?? ''), ...(item.info ? {info} : {})};
}
