/**
 * Starts the ask server (server.ts) for the `llm` Ask AI answerer.
 *
 * Usage: npm run ask-server [-- --port 4340] [-- --build build] [-- --fake]
 *
 * Settings come from the environment (config/env.ts, readAskServerEnv): ASK_LLM_BASE_URL, ASK_LLM_MODEL,
 * ASK_LLM_API_KEY, ASK_ALLOWED_ORIGINS, ASK_RATE_LIMIT, ASK_TIMEOUT_MS, ASK_SERVER_PORT, ASK_SERVER_HOST,
 * ASK_BUILD_DIR, ASK_TRUST_PROXY. With --fake the model is the local stand-in (fake-completions.ts), so
 * no account or network is needed; the answers are then only the first sentences of the sections.
 */
import {readAskServerEnv} from '../../config/env';
import {loadDocs} from './docs';
import {startAskServer} from './server';
import {startFakeCompletions} from './fake-completions';

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const fake = process.argv.includes('--fake');
  let fakeBase: string | undefined;
  if (fake) {
    const stand = await startFakeCompletions('ok');
    const address = stand.server.address();
    fakeBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  }
  const env = readAskServerEnv({
    ...process.env,
    ...(fakeBase ? {ASK_LLM_BASE_URL: fakeBase, ASK_LLM_MODEL: 'fake', ASK_LLM_API_KEY: 'fake-key'} : {}),
  });
  const port = Number(arg('port') ?? env.port);
  const docs = loadDocs(arg('build') ?? env.buildDir);
  await startAskServer({
    ...env,
    docs,
    port,
    log: (line) => console.log(`[ask-server] ${line}`),
  });
  console.log(
    `Ask server: POST http://${env.host}:${port}/ask (model ${env.model}${fake ? ', the local fake' : ` at ${env.baseUrl}`}; ` +
      `${docs.units} sections; origins ${env.allowedOrigins.join(', ')}; ${env.rateLimitPerMinute} questions a minute per client)`,
  );
  console.log(`Build the site with ASK_AI_ENDPOINT=http://${env.host}:${port}/ask to use it.`);
}

main().catch((error: Error) => {
  console.error(`Could not start the ask server: ${error.message}`);
  process.exit(1);
});
