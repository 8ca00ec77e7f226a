import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {readSiteEnv, type EnvSource} from '../../config/env';
import {readSearchConfig} from '../../config/search';
import {ASK_LIMITS} from '../../src/ask/settings';
import {refusalLine} from '../../src/ask/answerer';
import {SEARCH_LIMITS} from '../../src/search/settings';
import {operationToMarkdown} from '../../src/plugins/llms-txt/api-markdown';
import {readApiDescription, type ApiDescription} from '../../src/plugins/llms-txt/openapi-model';
import {createDocsAsk, type DocsAsk} from './ask';
import {createDocsSearch, type DocsSearch} from './search';
import {loadSite, sitePathOf, type BuiltSite} from './site';

/**
 * The Mynah Docs MCP server: five read-only tools over the built site and the OpenAPI description.
 * Each tool checks its input with a zod schema (the SDK turns a failed check into an error result)
 * and answers a well-formed but unknown request (a URL the site does not have) with an error result
 * that says what to do instead.
 */

export const REPO_ROOT = path.resolve(__dirname, '../..');

export type DocsServerOptions = {
  buildDir: string;
  /** The OpenAPI description (openapi/mynah.yaml). */
  apiFile?: string;
  /** Where the search and Ask AI settings come from (the site's own variables); process.env by default. */
  env?: EnvSource;
};

export type DocsContext = {site: BuiltSite; search: DocsSearch; ask: DocsAsk; api: ApiDescription};

/** Longest URL or operation name accepted. */
const MAX_URL = 2048;

export async function loadDocsContext(options: DocsServerOptions): Promise<DocsContext> {
  const env = options.env ?? process.env;
  const read = (name: string) => env[name]?.trim() || undefined;
  const siteEnv = readSiteEnv(env);
  const site = loadSite(options.buildDir);
  return {
    site,
    search: await createDocsSearch(site, readSearchConfig(read, siteEnv.ask)),
    ask: createDocsAsk(site, siteEnv.ask),
    api: readApiDescription(options.apiFile ?? path.join(REPO_ROOT, 'openapi/mynah.yaml')),
  };
}

const text = (value: string): CallToolResult => ({content: [{type: 'text', text: value}]});
const failure = (message: string): CallToolResult => ({isError: true, content: [{type: 'text', text: message}]});

const query = z
  .string()
  .trim()
  .min(1, 'The query is empty: say what to look for, e.g. "verify an OTP".')
  .max(200, 'The query is longer than 200 characters: use the few words that matter.');

export function createDocsServer(context: DocsContext): McpServer {
  const {site, search, ask, api} = context;
  const server = new McpServer({name: 'mynah-docs', version: '1.0.0'});
  const apiTags = [...new Set(api.operations.flatMap((op) => op.tags))];

  server.registerTool(
    'search_docs',
    {
      title: 'Search Mynah Docs',
      description:
        "Searches the Mynah documentation and API reference with the site's own search. Returns matching sections: page title, section, URL and a snippet. Use get_page to read a result.",
      inputSchema: {
        query,
        limit: z.number().int().min(1).max(20).default(8).describe('How many results, 1 to 20.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query: q, limit}) => {
      // The engine reads at most this many characters, as the site's search box does.
      const hits = await search.search(q.slice(0, SEARCH_LIMITS.maxQueryLength), limit);
      if (hits.length === 0) return text(`No results for "${q}". Try other words, or ask_docs with a question.`);
      const lines = hits.map(
        (hit, i) => `${i + 1}. ${hit.title}${hit.section ? ` › ${hit.section}` : ''}\n   ${hit.url}\n   ${hit.snippet}`,
      );
      return {...text(lines.join('\n')), structuredContent: {results: hits}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Get a page as Markdown',
      description:
        'Returns one page of Mynah Docs (a doc, an API operation or a tag page) as Markdown, with its title, description and URL in front matter. Takes the page URL (https://docs.mynah.app/docs/...) or its path (/api/add-user).',
      inputSchema: {
        url: z
          .string()
          .trim()
          .min(1, 'Give the page URL or path, e.g. /docs/platform_concepts/getting-started.')
          .max(MAX_URL, `URLs can be up to ${MAX_URL} characters.`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({url}) => {
      const sitePath = sitePathOf(url);
      const markdown = sitePath ? site.markdown(sitePath) : null;
      if (!markdown) {
        return failure(
          `No page at "${url}" in these docs. Use search_docs to find the page, then pass its URL (for example ${site.origin}/docs/platform_concepts/getting-started).`,
        );
      }
      return text(markdown);
    },
  );

  server.registerTool(
    'ask_docs',
    {
      title: 'Ask Mynah Docs',
      description:
        'Answers a question about Mynah from the documentation, with numbered citations [n] and the URL of each cited page. Says so when the docs do not cover the question.',
      inputSchema: {
        question: z
          .string()
          .trim()
          .min(1, 'The question is empty: ask something, e.g. "How do I verify an OTP in a flow?".')
          .max(ASK_LIMITS.maxQuestionLength, `Questions can be up to ${ASK_LIMITS.maxQuestionLength} characters.`),
      },
      annotations: {readOnlyHint: true, openWorldHint: ask.answerer === 'llm'},
    },
    async ({question}) => {
      let result;
      try {
        result = await ask.ask(question);
      } catch (error) {
        return failure(error instanceof Error ? error.message : String(error));
      }
      if (result.kind === 'declined') {
        const closest = result.closest.map((page) => `- ${page.title}: ${page.url}`).join('\n');
        return {
          ...text(`${refusalLine(result.note)}${closest ? ` The closest pages:\n${closest}` : ''}`),
          structuredContent: result,
        };
      }
      const sources = result.sources.map((s) => `[${s.n}] ${s.title}: ${s.url}`).join('\n');
      return {...text(`${result.answer}\n\nSources:\n${sources}`), structuredContent: result};
    },
  );

  server.registerTool(
    'list_api_operations',
    {
      title: 'List Mynah REST API operations',
      description: `Lists the operations of the Mynah REST API: operation id, method and path, summary and reference page URL. Filter by tag (${apiTags.join(', ')}).`,
      inputSchema: {
        tag: z
          .string()
          .trim()
          .max(100, 'Tags are short names such as "Users".')
          .optional()
          .describe('Only operations with this tag.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({tag}) => {
      const operations = tag
        ? api.operations.filter((op) => op.tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
        : api.operations;
      if (operations.length === 0)
        return failure(`No operation has the tag "${tag}". The tags are: ${apiTags.join(', ')}.`);
      const list = operations.map((op) => ({
        operationId: op.operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        summary: op.summary,
        tags: op.tags,
        url: `${site.origin}${op.permalink}`,
      }));
      const lines = list.map((op) => `${op.operationId}: ${op.method} ${op.path} (${op.summary}) ${op.url}`);
      return {...text(lines.join('\n')), structuredContent: {operations: list}};
    },
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Get a Mynah REST API operation',
      description:
        'Returns one REST API operation as Markdown: method and path, description, parameters, request body fields, request and response examples, and curl, JavaScript and Python samples. Takes the operation id (addUser), its reference page URL (/api/add-user) or the page name (add-user).',
      inputSchema: {
        operation: z
          .string()
          .trim()
          .min(1, 'Give an operation id, e.g. addUser (list_api_operations lists them).')
          .max(MAX_URL, `Operation names can be up to ${MAX_URL} characters.`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({operation}) => {
      const sitePath = sitePathOf(operation);
      // A page's last path segment ("add-user") is accepted too: it is how the reference's URLs name it.
      const slug = operation.toLowerCase();
      const found = api.operations.find(
        (op) => op.operationId.toLowerCase() === slug || op.permalink === sitePath || op.permalink === `/api/${slug}`,
      );
      if (!found) {
        return failure(
          `No operation "${operation}". Use list_api_operations for the ids; for example: ${api.operations
            .slice(0, 3)
            .map((op) => op.operationId)
            .join(', ')}.`,
        );
      }
      return text(operationToMarkdown(found, site.origin));
    },
  );

  return server;
}
