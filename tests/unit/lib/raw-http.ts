import net from 'node:net';

export type RawResponse = {status: number; headers: Record<string, string>; body: string};

/**
 * Sends one HTTP/1.1 request exactly as written (fetch and http.request would clean the path or
 * refuse NUL and spaces) and reads the whole answer; the connection is closed after it.
 */
export function rawRequest(
  port: number,
  target: string,
  {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, headEnd === -1 ? text.length : headEnd).split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]);
      if (!status) {
        reject(
          new Error(`not an HTTP answer to ${method} ${target.slice(0, 80)}: ${JSON.stringify(text.slice(0, 80))}`),
        );
        return;
      }
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({status, headers: parsed, body: headEnd === -1 ? '' : text.slice(headEnd + 4)});
    });
    const headerLines = Object.entries({Host: `127.0.0.1:${port}`, Connection: 'close', ...headers})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    // write, not end: a half-closed socket makes the server drop an answer it is still streaming.
    socket.write(`${method} ${target} HTTP/1.1\r\n${headerLines}\r\n`, 'latin1');
  });
}
