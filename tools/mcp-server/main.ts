import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {readBody} from '../lib/read-body';
import {createDocsServer, loadDocsContext, REPO_ROOT, type DocsContext} from './server';

/**
 * `npm run mcp`: the docs MCP server over stdio (for desktop assistants that start it themselves), or
 * with `--http` over Streamable HTTP at http://127.0.0.1:4350/mcp (stateless: every request gets a fresh
 * server over the same loaded site). Reads the built site in build/ (or --build-dir / MCP_BUILD_DIR).
 * Logs go to stderr: on stdio, stdout carries the protocol.
 */

const DEFAULT_PORT = 4350;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);
const MAX_BODY = 64 * 1024;

function startHttp(context: DocsContext, host: string, port: number): http.Server {
  const hostHeaders = [`${host}:${port}`, `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/mcp') {
      res.writeHead(404, {'Content-Type': 'text/plain'}).end('The MCP endpoint is /mcp.\n');
      return;
    }
    if (req.method !== 'POST') {
      // Stateless: no server-initiated stream to open (GET) and no session to end (DELETE).
      res.writeHead(405, {Allow: 'POST', 'Content-Type': 'text/plain'}).end('Send MCP requests with POST.\n');
      return;
    }
    try {
      const raw = await readBody(req, MAX_BODY);
      if (raw === null) {
        res.writeHead(413, {'Content-Type': 'text/plain'}).end(`Requests can be up to ${MAX_BODY / 1024} KB.\n`);
        return;
      }
      const body = JSON.parse(raw) as unknown;
      const mcp = createDocsServer(context);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        // A web page cannot reach this loopback server through a name it controls (DNS rebinding).
        enableDnsRebindingProtection: true,
        allowedHosts: hostHeaders,
      });
      res.on('close', () => {
        void transport.close();
        void mcp.close();
      });
      await mcp.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch (error) {
      if (!res.headersSent) {
        const message = error instanceof SyntaxError ? 'The body is not JSON.' : 'The request could not be handled.';
        res.writeHead(400, {'Content-Type': 'application/json'});
        res.end(JSON.stringify({jsonrpc: '2.0', error: {code: -32700, message}, id: null}));
      }
    }
  });
  server.listen(port, host, () => console.error(`[mcp] Mynah Docs MCP server at http://${host}:${port}/mcp`));
  return server;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      http: {type: 'boolean', default: false},
      host: {type: 'string', default: process.env.MCP_HOST ?? '127.0.0.1'},
      port: {type: 'string', default: process.env.MCP_PORT ?? String(DEFAULT_PORT)},
      'build-dir': {type: 'string', default: process.env.MCP_BUILD_DIR ?? path.join(REPO_ROOT, 'build')},
    },
  });
  const context = await loadDocsContext({buildDir: path.resolve(values['build-dir'])});
  console.error(
    `[mcp] ${context.site.pages.length} pages from ${context.site.buildDir}; search: ${context.search.provider}; answers: ${context.ask.answerer}`,
  );
  if (!values.http) {
    await createDocsServer(context).connect(new StdioServerTransport());
    return;
  }
  if (!LOOPBACK.has(values.host)) {
    throw new Error(
      `--host ${values.host}: the server has no authentication, so it listens on loopback only (127.0.0.1, localhost, ::1).`,
    );
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`--port ${values.port} is not a port number.`);
  startHttp(context, values.host, port);
}

main().catch((error: unknown) => {
  console.error(`[mcp] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
