/**
 * /llms.txt in the llmstxt.org format: the site's name as H1, a one-paragraph summary as a blockquote,
 * then one H2 section per sidebar (H3 per top-level category) listing each page's Markdown URL with a
 * one-line description. The release notes go under "Optional", the section tools may skip.
 */

export type LinkEntry = {title: string; url: string; description: string};

/** A sidebar's pages, grouped by its top-level categories (pages outside a category come first). */
export type SidebarSection = {title: string; groups: {title: string | null; links: LinkEntry[]}[]};

export type LlmsTxtInput = {
  title: string;
  summary: string;
  /** Paragraphs of plain Markdown shown between the summary and the sections. */
  details: string[];
  sections: SidebarSection[];
  optional: SidebarSection[];
};

/** One line of a link list; the description is cut to its first line. */
const linkLine = (link: LinkEntry) => {
  const description = link.description.split('\n')[0].trim();
  return `- [${link.title.replace(/([[\]])/g, '\\$1')}](${link.url})${description ? `: ${description}` : ''}`;
};

function sectionText(section: SidebarSection, heading: string): string {
  const parts = [`${heading} ${section.title}`];
  for (const group of section.groups) {
    if (group.links.length === 0) continue;
    if (group.title) parts.push(`### ${group.title}`);
    parts.push(group.links.map(linkLine).join('\n'));
  }
  return parts.join('\n\n');
}

export function llmsTxt(input: LlmsTxtInput): string {
  const parts = [`# ${input.title}`, `> ${input.summary.replace(/\n/g, ' ')}`, ...input.details];
  for (const section of input.sections) parts.push(sectionText(section, '##'));
  if (input.optional.length > 0) {
    // llmstxt.org: links under "Optional" can be skipped when a shorter context is needed.
    const groups = input.optional.flatMap((s) => s.groups.map((g) => ({...g, title: g.title ?? s.title})));
    parts.push(sectionText({title: 'Optional', groups}, '##'));
  }
  return `${parts.join('\n\n')}\n`;
}
