/**
 * Where a page's Markdown lives: its URL plus `.md` (`/docs/x` → `/docs/x.md`); the home page, whose
 * URL is `/`, has `/index.md`. The build (src/plugins/llms-txt), the page menu, the MCP server and the
 * tests all use these.
 */
export function markdownPath(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return trimmed ? `${trimmed}.md` : '/index.md';
}

export function markdownUrl(origin: string, permalink: string): string {
  return `${origin.replace(/\/$/, '')}${markdownPath(permalink)}`;
}
