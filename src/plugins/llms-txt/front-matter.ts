import yaml from 'js-yaml';

/** The YAML front matter every Markdown page starts with: what the page is and where it lives. */
export type PageFrontMatter = {title: string; description: string; url: string};

export function frontMatterBlock(fields: PageFrontMatter): string {
  // No line wrapping: one field per line keeps the block readable by line-oriented tools.
  return `---\n${yaml.dump(fields, {lineWidth: -1})}---\n`;
}

/** The front matter of a Markdown page written by frontMatterBlock, or null when it has none. */
export function readFrontMatter(markdown: string): Record<string, unknown> | null {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  if (!match) return null;
  const data = yaml.load(match[1]);
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}
