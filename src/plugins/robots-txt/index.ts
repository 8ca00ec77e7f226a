import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** robots.txt for the site's public origin: everything crawlable but the diagnostics pages, plus the sitemap. */
export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, '');
  return ['User-agent: *', 'Allow: /', 'Disallow: /diagnostics/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url));
    },
  };
}
