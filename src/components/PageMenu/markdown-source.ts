/**
 * The page's Markdown, fetched once per page and visit. The menu starts the request when it opens, so
 * "Copy" has the text at hand; the request also lets the service worker keep a copy for offline use.
 */
const pending = new Map<string, Promise<string>>();

export function fetchMarkdown(path: string): Promise<string> {
  let request = pending.get(path);
  if (!request) {
    request = fetch(path, {headers: {Accept: 'text/markdown, text/plain'}}).then(async (response) => {
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return response.text();
    });
    // A failed request is forgotten, so the next try asks again (the reader may be back online).
    request.catch(() => pending.delete(path));
    pending.set(path, request);
  }
  return request;
}

/**
 * Copies the page's Markdown. Where the browser takes a pending clipboard item, the write starts inside
 * the click (which grants the clipboard) and the text follows; otherwise the text is written once fetched.
 */
export async function copyMarkdown(path: string): Promise<void> {
  const text = fetchMarkdown(path);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}
