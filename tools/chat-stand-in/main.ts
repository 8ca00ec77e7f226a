/**
 * Starts the local chat stand-in (see server.ts).
 * Usage: tsx tools/chat-stand-in/main.ts [--port 4310] [--host 127.0.0.1]
 * The port defaults to CHAT_STAND_IN_PORT, the same value the site was built with.
 */
import {env} from '../../config/env';
import {startChatStandIn} from './server';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(arg('port', String(env.standInPort)));
const host = arg('host', '127.0.0.1');

startChatStandIn({port, host})
  .then(() => console.log(`Chat stand-in: widget and provider endpoints at http://${host}:${port}`))
  .catch((error: Error) => {
    console.error(`Could not start the chat stand-in on port ${port}: ${error.message}`);
    process.exit(1);
  });
