/**
 * The content standard as code: what every doc page must have. Used by
 * scripts/check-content.ts (run in `npm run check`) and its unit test.
 */
export type PageKind = 'glossary' | 'release-note' | 'reference' | 'guide';

export const MIN_WORDS: Record<PageKind, number> = {
  glossary: 120,
  'release-note': 150,
  reference: 250, // node, integration and channel pages
  guide: 300, // concept, how-to, cookbook, tutorial
};

export const MIN_RELEASE_ENTRIES = 4;
/**
 * An inline `style` on an element of the page (not in a code sample). Pages take every colour and size
 * from the site's stylesheet: that is what lets tests/e2e/a11y.spec.ts check contrast and target size
 * once per page kind, in both colour modes, rather than on each of 680 pages.
 */
export const INLINE_STYLE = /<[a-zA-Z][^>]*\sstyle=/;
/** True when an image in the prose (Markdown or `<img>`) has no alt text: screen readers say nothing. */
export function missingAltText(prose: string): boolean {
  return /!\[\s*\]\(/.test(prose) || [...prose.matchAll(/<img\b[^>]*>/g)].some(([tag]) => !/\salt=/.test(tag));
}

/**
 * The first heading that goes down more than one level (`## → ####`), as "h2 → h4", or null. The page
 * title is the h1, so the body starts at h2; a skipped level breaks the outline screen readers navigate.
 */
export function headingSkip(prose: string): string | null {
  let previous = 1;
  for (const [, hashes] of prose.matchAll(/^(#{1,6})\s/gm)) {
    if (hashes.length > previous + 1) return `h${previous} → h${hashes.length}`;
    previous = hashes.length;
  }
  return null;
}

export const PLACEHOLDER = /\b(TODO|TBD|lorem ipsum|coming soon)\b/i;

export function pageKind(relPath: string): PageKind {
  if (relPath.startsWith('glossary/')) return 'glossary';
  if (/^updates\/20\d\d\//.test(relPath) && !relPath.endsWith('insightsrevamp.md')) return 'release-note';
  if (
    relPath.includes('/nodes/') ||
    relPath.startsWith('platform_concepts/appConfiguration/') ||
    relPath.startsWith('platform_concepts/channelConfiguration/')
  ) {
    return 'reference';
  }
  return 'guide';
}

/** Words of prose: fenced code removed, inline code counted as one word, link targets dropped. */
export function proseWords(markdownBody: string): number {
  const text = markdownBody
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' x ')
    .replace(/\]\([^)]*\)/g, ']');
  return text.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g)?.length ?? 0;
}

/** Links to other pages of this site: relative .md/.mdx links and API reference URLs. */
export function siteLinks(markdownBody: string): string[] {
  const targets = [...markdownBody.replace(/```[\s\S]*?```/g, ' ').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return targets.filter((t) => /^\/api\//.test(t) || (!/^(https?:|mailto:|#|\/)/.test(t) && /\.mdx?(#.*)?$/.test(t)));
}

export function releaseEntries(markdownBody: string): number {
  return markdownBody.match(/^### (New|Improved|Fixed|Deprecated|Security): /gm)?.length ?? 0;
}

export type FrontMatter = {title?: unknown; description?: unknown; tags?: unknown};

/** Problems with one page; an empty list means it meets the standard. */
export function pageProblems(
  relPath: string,
  frontMatter: FrontMatter,
  body: string,
  knownTags: Set<string>,
): string[] {
  const problems: string[] = [];
  if (typeof frontMatter.title !== 'string' || !frontMatter.title.trim()) problems.push('front matter has no title');
  const description = frontMatter.description;
  if (typeof description !== 'string') problems.push('front matter has no description');
  else if (description.length < 50 || description.length > 200)
    problems.push(`description is ${description.length} characters (50–200)`);
  const tags = Array.isArray(frontMatter.tags) ? (frontMatter.tags as string[]) : [];
  if (tags.length < 1 || tags.length > 4) problems.push(`${tags.length} tags (1–4)`);
  for (const tag of tags) if (!knownTags.has(tag)) problems.push(`unknown tag "${tag}"`);
  const kind = pageKind(relPath);
  const words = proseWords(body);
  if (words < MIN_WORDS[kind]) problems.push(`${words} words of prose (minimum ${MIN_WORDS[kind]} for a ${kind} page)`);
  if (PLACEHOLDER.test(body.replace(/```[\s\S]*?```/g, '')))
    problems.push('placeholder text (TODO, TBD, lorem ipsum, coming soon)');
  if (siteLinks(body).length < 2) problems.push('fewer than two links to related pages');
  if (/<DocCard(List)?\b/.test(body))
    problems.push('uses DocCard or DocCardList, which need the doc map src/plugins/slim-docs drops');
  const prose = body.replace(/```[\s\S]*?```/g, '');
  if (missingAltText(prose)) problems.push('an image without alt text');
  const skip = headingSkip(prose);
  if (skip) problems.push(`heading level skipped (${skip})`);
  if (INLINE_STYLE.test(prose))
    problems.push('inline style attribute: colours and sizes come from the stylesheet (axe checks them per page kind)');
  if (kind === 'release-note' && releaseEntries(body) < MIN_RELEASE_ENTRIES) {
    problems.push(`${releaseEntries(body)} dated entries (minimum ${MIN_RELEASE_ENTRIES})`);
  }
  return problems;
}
