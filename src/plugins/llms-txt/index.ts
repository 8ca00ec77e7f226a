import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {OPENAPI_FILE} from '../../../config/openapi';
import {apiIntroToMarkdown, operationSummaryLine, operationToMarkdown} from './api-markdown';
import {docToMarkdown, type DocPage} from './doc-markdown';
import {llmsTxt, type SidebarSection} from './llms-txt';
import {markdownFile, markdownUrl} from './paths';
import {sidebarSections, type SidebarDoc} from './sidebar-sections';
import {tagIndexMarkdown, tagMarkdown, type TaggedDoc} from './tag-markdown';
import {readApiDescription} from './openapi-model';
import yaml from 'js-yaml';
import {webhookPages, type OpenApiWithWebhooks} from '../api-webhooks/webhooks';
import {VERIFY_SIGNATURES, WEBHOOK_INDEX} from '../api-webhooks/page-texts';
import {VERIFY_SIGNATURES_PATH, WEBHOOKS_BASE} from '../../utils/api-description';
import {verifySignaturesMarkdown, webhookEventMarkdown, webhookIndexMarkdown} from './webhook-markdown';

/** The sidebars as llms.txt sections, in this order; the release notes are optional reading. */
const SECTION_TITLES: Record<string, string> = {
  platform_concepts: 'Help docs',
  cookbooks: 'Use case guides',
  tutorials: 'Tutorials',
  glossary: 'Glossary',
};
const OPTIONAL_SECTION_TITLES: Record<string, string> = {updates: 'Release notes'};

const API_BASE = '/api';

async function write(outDir: string, permalink: string, markdown: string): Promise<void> {
  const file = markdownFile(outDir, permalink);
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, markdown);
}

/**
 * Docs for AI tools (README "Markdown and llms.txt"): after the build, writes every doc page, API page
 * and tag page as Markdown beside its HTML (`/docs/x` → /docs/x.md), /llms.txt (the site map for
 * assistants, from the sidebars) and /llms-full.txt (every doc page's Markdown in sidebar order, then
 * the API reference). Doc pages are rendered from their source files, never from the built HTML.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  return {
    name: 'llms-txt',
    async postBuild({outDir, plugins}) {
      const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs');
      const content = docsPlugin?.content as LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('[llms-txt] the docs plugin has no loaded version');

      const sourceFile = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
      // An index doc's permalink ends in "/"; with trailingSlash: false the page is served without it.
      const pagePath = (permalink: string) =>
        siteConfig.trailingSlash === false ? permalink.replace(/(.)\/$/, '$1') : permalink;
      const permalinkBySource = new Map(version.docs.map((d) => [sourceFile(d.source), pagePath(d.permalink)]));
      const links = {siteUrl: origin, permalinkBySource};

      const markdownById = new Map<string, string>();
      const docsById = new Map<string, SidebarDoc>();
      for (const doc of version.docs) {
        const page: DocPage = {
          title: doc.title,
          description: doc.description,
          permalink: pagePath(doc.permalink),
          sourceFile: sourceFile(doc.source),
        };
        const markdown = docToMarkdown(await fs.readFile(page.sourceFile, 'utf8'), page, links);
        await write(outDir, doc.permalink, markdown);
        markdownById.set(doc.id, markdown);
        docsById.set(doc.id, {title: doc.title, description: doc.description, url: markdownUrl(origin, doc.permalink)});
      }

      const tagged: TaggedDoc[] = version.docs.map((d) => ({
        title: d.title,
        description: d.description,
        url: `${origin}${pagePath(d.permalink)}`,
        tags: d.tags.map((t) => ({label: t.label, permalink: t.permalink, description: t.description})),
      }));
      const tagsPermalink = `${version.path.replace(/\/$/, '')}/tags`;
      await write(outDir, tagsPermalink, tagIndexMarkdown(tagged, origin, tagsPermalink));
      const tagPermalinks = new Set(tagged.flatMap((d) => d.tags.map((t) => t.permalink)));
      for (const permalink of tagPermalinks) await write(outDir, permalink, tagMarkdown(tagged, origin, permalink));

      const api = readApiDescription(path.join(siteDir, OPENAPI_FILE), API_BASE);
      const intro = apiIntroToMarkdown(api, origin, API_BASE);
      await write(outDir, API_BASE, intro);
      await write(outDir, `${API_BASE}/introduction`, apiIntroToMarkdown(api, origin, `${API_BASE}/introduction`));
      const apiMarkdown = api.operations.map((op) => operationToMarkdown(op, origin));
      for (const [i, op] of api.operations.entries()) await write(outDir, op.permalink, apiMarkdown[i]);

      const spec = yaml.load(await fs.readFile(path.join(siteDir, OPENAPI_FILE), 'utf8')) as OpenApiWithWebhooks;
      const webhooks = webhookPages(spec);
      const readExample = (rel: string) => fs.readFile(path.join(siteDir, 'examples/webhooks', rel), 'utf8');
      const webhookMarkdown = [
        webhookIndexMarkdown(webhooks, origin),
        ...webhooks.map((page) => webhookEventMarkdown(page, origin)),
        verifySignaturesMarkdown(
          {node: await readExample('verify-signature.mjs'), python: await readExample('verify_signature.py')},
          origin,
        ),
      ];
      const webhookPaths = [WEBHOOKS_BASE, ...webhooks.map((page) => page.permalink), VERIFY_SIGNATURES_PATH];
      for (const [i, permalink] of webhookPaths.entries()) await write(outDir, permalink, webhookMarkdown[i]);

      const sections = (titles: Record<string, string>): SidebarSection[] =>
        Object.entries(titles)
          .filter(([id]) => version.sidebars[id])
          .map(([id, title]) => sidebarSections(title, version.sidebars[id], docsById));
      const apiSection: SidebarSection = {
        title: 'API reference',
        groups: [
          {
            title: null,
            links: [
              {
                title: api.title,
                url: markdownUrl(origin, API_BASE),
                description: 'Base URLs, authentication, rate limits, errors and versioning.',
              },
              ...api.operations.map((op) => ({
                title: op.summary,
                url: markdownUrl(origin, op.permalink),
                description: `${op.method.toUpperCase()} ${op.path}. ${operationSummaryLine(op)}`,
              })),
              {
                title: WEBHOOK_INDEX.title,
                url: markdownUrl(origin, WEBHOOKS_BASE),
                description: WEBHOOK_INDEX.description,
              },
              ...webhooks.map((page) => ({
                title: `${page.summary} (${page.event})`,
                url: markdownUrl(origin, page.permalink),
                description: `The ${page.event} webhook: payload schema, headers and an example.`,
              })),
              {
                title: VERIFY_SIGNATURES.title,
                url: markdownUrl(origin, VERIFY_SIGNATURES_PATH),
                description: VERIFY_SIGNATURES.description,
              },
            ],
          },
        ],
      };
      const mainSections = sections(SECTION_TITLES);
      mainSections.splice(2, 0, apiSection);
      const optional = sections(OPTIONAL_SECTION_TITLES);
      await fs.writeFile(
        path.join(outDir, 'llms.txt'),
        llmsTxt({
          title: siteConfig.title,
          summary: `${siteConfig.tagline} The documentation and REST API reference of Mynah, a conversational-AI and customer-engagement platform: bots and AI agents, messaging and voice channels, the Inbox for human agents, campaigns and analytics.`,
          details: [
            `Every page is available as Markdown at its URL plus \`.md\` (for example ${markdownUrl(origin, '/docs/platform_concepts/getting-started')}). ${origin}/llms-full.txt holds every doc page's Markdown in one file.`,
          ],
          sections: mainSections,
          optional,
        }),
      );

      // Every doc in sidebar order (a doc in no sidebar after them), then the API reference.
      const ordered = [...mainSections, ...optional]
        .flatMap((s) => s.groups.flatMap((g) => g.links))
        .map((link) => [...docsById].find(([, d]) => d.url === link.url)?.[0])
        .filter((id): id is string => Boolean(id));
      const docIds = [...new Set([...ordered, ...version.docs.map((d) => d.id)])];
      const full = [...docIds.map((id) => markdownById.get(id)!), intro, ...apiMarkdown, ...webhookMarkdown];
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), full.map((m) => m.trimEnd()).join('\n\n'));

      console.log(
        `[llms-txt] Markdown for ${version.docs.length} docs, ${api.operations.length + 2 + webhookPaths.length} API pages and ${tagPermalinks.size + 1} tag pages; llms.txt and llms-full.txt`,
      );
    },
  };
}
