import {frontMatterBlock} from './front-matter';

/** A doc with its tags, as the tag pages list it. */
export type TaggedDoc = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  tags: {label: string; permalink: string; description?: string}[];
};

const item = (doc: TaggedDoc) => `- [${doc.title}](${doc.url}): ${doc.description.split('\n')[0]}`;

/** A tag's page (/docs/tags/x): the docs carrying the tag. */
export function tagMarkdown(docs: TaggedDoc[], origin: string, permalink: string): string {
  const withTag = docs.filter((d) => d.tags.some((t) => t.permalink === permalink));
  const tag = withTag[0]?.tags.find((t) => t.permalink === permalink);
  const label = tag?.label ?? permalink.split('/').pop()!;
  const title = `${withTag.length} ${withTag.length === 1 ? 'doc' : 'docs'} tagged with "${label}"`;
  const description = tag?.description ?? `Every Mynah Docs page tagged "${label}".`;
  const head = frontMatterBlock({title, description, url: `${origin}${permalink}`});
  return `${head}\n# ${title}\n\n${withTag.map(item).join('\n')}\n`;
}

/** The tag index (/docs/tags): every tag with its page and number of docs. */
export function tagIndexMarkdown(docs: TaggedDoc[], origin: string, permalink: string): string {
  const counts = new Map<string, {label: string; count: number}>();
  for (const tag of docs.flatMap((d) => d.tags)) {
    const entry = counts.get(tag.permalink) ?? {label: tag.label, count: 0};
    entry.count += 1;
    counts.set(tag.permalink, entry);
  }
  const lines = [...counts]
    .sort(([, a], [, b]) => a.label.localeCompare(b.label))
    .map(([tagPermalink, {label, count}]) => `- [${label}](${origin}${tagPermalink}) (${count})`);
  const head = frontMatterBlock({
    title: 'Tags',
    description: 'Every tag used in Mynah Docs, with the number of pages carrying it.',
    url: `${origin}${permalink}`,
  });
  return `${head}\n# Tags\n\n${lines.join('\n')}\n`;
}
