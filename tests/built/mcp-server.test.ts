import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {createDocsServer, loadDocsContext} from '../../tools/mcp-server/server';
import {BUILD_DIR} from './build-dir';

/**
 * The docs MCP server (tools/mcp-server) driven by the SDK's own client over a linked in-memory
 * transport. Needs the built site: `npm run build`, then `npm run test:built`. No network: the
 * environment is empty, so search and answers are the local ones.
 */

const VERIFY_OTP = '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/verify-otp';

let client: Client;

beforeAll(async () => {
  const context = await loadDocsContext({buildDir: BUILD_DIR, env: {}});
  const server = createDocsServer(context);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  client = new Client({name: 'mynah-docs-test', version: '1.0.0'});
  await client.connect(clientTransport);
});

afterAll(async () => {
  await client?.close();
});

describe('npm run mcp (stdio)', () => {
  it('starts on the built site and lists its tools to a client that spawned it', {timeout: 120_000}, async () => {
    const stdioClient = new Client({name: 'mynah-docs-test', version: '1.0.0'});
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.resolve('node_modules/tsx/dist/cli.mjs'), 'tools/mcp-server/main.ts', '--build-dir', BUILD_DIR],
      stderr: 'pipe',
    });
    await stdioClient.connect(transport);
    try {
      const {tools} = await stdioClient.listTools();
      expect(tools.map((t) => t.name)).toContain('get_page');
      const page = (await stdioClient.callTool({
        name: 'get_page',
        arguments: {url: '/api/get-tickets'},
      })) as CallToolResult;
      expect(page.content[0]).toMatchObject({type: 'text', text: expect.stringContaining('`GET /tickets`')});
    } finally {
      await stdioClient.close();
    }
  });
});

const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({name, arguments: args})) as CallToolResult;
const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

describe('docs MCP server', () => {
  it('lists its five tools, each with an input schema', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'ask_docs',
      'get_api_operation',
      'get_page',
      'list_api_operations',
      'search_docs',
    ]);
    const search = tools.find((t) => t.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(['query', 'limit']);
  });

  it('search_docs returns titled results with site URLs and snippets', async () => {
    const result = await call('search_docs', {query: 'verify OTP', limit: 5});
    expect(result.isError).toBeFalsy();
    const {results} = result.structuredContent as {results: {title: string; url: string; snippet: string}[]};
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(5);
    expect(results.some((r) => r.url.startsWith(`https://docs.mynah.app${VERIFY_OTP}`))).toBe(true);
    expect(textOf(result)).toContain('https://docs.mynah.app/');
  });

  it('search_docs refuses an empty and an oversized query', async () => {
    const empty = await call('search_docs', {query: '   '});
    expect(empty.isError).toBe(true);
    expect(textOf(empty)).toContain('The query is empty');
    const long = await call('search_docs', {query: 'otp '.repeat(100)});
    expect(long.isError).toBe(true);
    expect(textOf(long)).toContain('longer than 200 characters');
  });

  it('get_page returns a page as Markdown by URL or path, and names an unknown URL', async () => {
    const byUrl = await call('get_page', {url: `https://docs.mynah.app${VERIFY_OTP}#how-it-works`});
    expect(byUrl.isError).toBeFalsy();
    expect(textOf(byUrl)).toMatch(/^---\ntitle: /);
    expect(textOf(byUrl)).toContain(`url: https://docs.mynah.app${VERIFY_OTP}\n`);
    const api = await call('get_page', {url: '/api/add-user.md'});
    expect(textOf(api)).toContain('`POST /users`');
    const unknown = await call('get_page', {url: '/docs/no-such-page'});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('No page at "/docs/no-such-page"');
    const outside = await call('get_page', {url: '/../../etc/passwd'});
    expect(outside.isError).toBe(true);
  });

  it('ask_docs answers "how do I verify an OTP in a flow?" from the OTP sign-in flow guide, citing it', async () => {
    const result = await call('ask_docs', {question: 'how do I verify an OTP in a flow?'});
    expect(result.isError).toBeFalsy();
    const answer = result.structuredContent as {kind: string; answer: string; sources: {n: number; url: string}[]};
    expect(answer.kind).toBe('answer');
    expect(answer.answer).toContain('Verify OTP node');
    expect(answer.answer).toMatch(/\[1\]/);
    expect(answer.sources[0].url).toBe('https://docs.mynah.app/docs/cookbooks/studio/otp-login-flow#part-4-verify-it');
    expect(textOf(result)).toContain(
      `Sources:\n[1] Build an OTP sign-in flow › Part 4: verify it: ${answer.sources[0].url}`,
    );
  });

  it('ask_docs cites the Verify OTP node reference for "how do I verify an OTP?"', async () => {
    const result = await call('ask_docs', {question: 'how do I verify an OTP?'});
    const answer = result.structuredContent as {sources: {url: string}[]};
    expect(answer.sources.map((s) => new URL(s.url).pathname)).toContain(VERIFY_OTP);
  });

  it('ask_docs declines what the docs do not say with the same line as the site, and the closest pages', async () => {
    const result = await call('ask_docs', {question: 'Who are the investors in the company behind Mynah?'});
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      kind: 'declined',
      note: expect.stringMatching(/facts about companies/),
    });
    expect(textOf(result)).toMatch(/^The docs do not give facts about companies, .*, so there is no answer to give\./);
  });

  it('ask_docs refuses an empty and an oversized question', async () => {
    expect((await call('ask_docs', {question: ''})).isError).toBe(true);
    const long = await call('ask_docs', {question: 'why '.repeat(100)});
    expect(long.isError).toBe(true);
    expect(textOf(long)).toContain('up to 300 characters');
  });

  it('list_api_operations lists every operation with its page, and filters by tag', async () => {
    const all = await call('list_api_operations', {});
    const {operations} = all.structuredContent as {operations: {operationId: string; url: string; tags: string[]}[]};
    expect(operations.length).toBe(19);
    expect(operations.find((op) => op.operationId === 'addUser')?.url).toBe('https://docs.mynah.app/api/add-user');
    const users = await call('list_api_operations', {tag: 'users'});
    const filtered = (users.structuredContent as {operations: {tags: string[]}[]}).operations;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((op) => op.tags.includes('Users'))).toBe(true);
    const unknown = await call('list_api_operations', {tag: 'Spaceships'});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('The tags are: Users');
  });

  it('get_api_operation returns an operation with examples and samples, by id, page URL or page name', async () => {
    const byId = textOf(await call('get_api_operation', {operation: 'addUser'}));
    expect(byId).toContain('# Add user');
    expect(byId).toContain('"user_id": "cus_10482"');
    expect(byId).toMatch(/```bash\ncurl -X POST/);
    const byUrl = textOf(await call('get_api_operation', {operation: 'https://docs.mynah.app/api/get-tickets'}));
    expect(byUrl).toContain('`GET /tickets`');
    const bySlug = textOf(await call('get_api_operation', {operation: 'delete-user'}));
    expect(bySlug).toMatch(/`DELETE \/users\/\{user_id\}`/);
    const unknown = await call('get_api_operation', {operation: 'launchRocket'});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('No operation "launchRocket"');
    expect((await call('get_api_operation', {operation: ''})).isError).toBe(true);
  });
});
