/**
 * Serves the production build like a real host would (see lib/static-server.ts).
 * Usage: tsx scripts/serve.ts [--dir build] [--port 3000] [--chat-stand-in]
 * With --chat-stand-in, and no CHAT_* variables set (so the build talks to the local stand-in),
 * the chat stand-in (tools/chat-stand-in) starts too, so the widget works locally.
 */
import {env} from '../config/env';
import {startChatStandIn} from '../tools/chat-stand-in/server';
import {startStaticServer} from './lib/static-server';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const root = arg('dir', 'build');
const port = Number(arg('port', process.env.PORT ?? '3000'));
const host = arg('host', process.env.HOST ?? '127.0.0.1');

startStaticServer({root, port, host})
  .then(() => console.log(`Mynah Docs: serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`))
  .catch((error: Error) => {
    console.error(`Could not start the server on port ${port}: ${error.message}`);
    process.exit(1);
  });

if (process.argv.includes('--chat-stand-in') && env.chat.standIn) {
  startChatStandIn({port: env.standInPort})
    .then(() => console.log(`Chat stand-in: widget and provider endpoints at ${env.chat.origin}`))
    .catch((error: Error) => {
      // The site still works; only the widget is missing.
      console.warn(
        `Chat stand-in not started on port ${env.standInPort} (${error.message}); the chat widget stays off.`,
      );
    });
}
