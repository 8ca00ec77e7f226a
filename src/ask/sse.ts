/**
 * Server-sent events over fetch: the browser reads the ask server's answer with it, and the ask server
 * reads the model API's stream with it. (EventSource cannot POST, so neither side can use it.)
 */
export type SseEvent = {event: string; data: string};

/** Yields each event of an event stream as it completes; a final event without a blank line counts too. */
export async function* readSse(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parse = (block: string): SseEvent | null => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return data.length > 0 ? {event, data: data.join('\n')} : null;
  };
  let finished = false;
  try {
    while (true) {
      signal?.throwIfAborted();
      const {done, value} = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      buffer += decoder.decode(value, {stream: true});
      let end: RegExpExecArray | null;
      while ((end = /\r?\n\r?\n/.exec(buffer))) {
        const parsed = parse(buffer.slice(0, end.index));
        buffer = buffer.slice(end.index + end[0].length);
        if (parsed) yield parsed;
      }
    }
    buffer += decoder.decode();
    const last = parse(buffer);
    if (last) yield last;
  } finally {
    // A reader that stops early (an error, an abort) lets go of the connection.
    if (!finished) reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/** One event, ready to write to a response. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
