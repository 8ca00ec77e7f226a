import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OPENAPI_FILE} from '../../../config/openapi';
import {DESCRIPTION_URLS, VERIFY_SIGNATURES_PATH, WEBHOOKS_BASE} from '../../utils/api-description';
import {webhookPages, type OpenApiWithWebhooks, type WebhookPageData} from './webhooks';

/** The signature-verification examples, tested by tests/unit/webhook-signature.test.ts. */
const VERIFY_EXAMPLES = {
  node: 'examples/webhooks/verify-signature.mjs',
  python: 'examples/webhooks/verify_signature.py',
};

type Content = {source: string; spec: OpenApiWithWebhooks; pages: WebhookPageData[]; node: string; python: string};

/**
 * Publishes the OpenAPI description at /api/mynah.yaml and /api/mynah.json, and renders its
 * `x-webhooks` section as pages under /api/webhooks plus a signature-verification page.
 */
export default function apiWebhooksPlugin(context: LoadContext): Plugin<Content> {
  const specPath = path.join(context.siteDir, OPENAPI_FILE);
  const read = (rel: string) => fs.readFile(path.join(context.siteDir, rel), 'utf8');
  return {
    name: 'api-webhooks',
    getPathsToWatch: () => [specPath, ...Object.values(VERIFY_EXAMPLES).map((rel) => path.join(context.siteDir, rel))],
    async loadContent() {
      const source = await fs.readFile(specPath, 'utf8');
      const spec = yaml.load(source) as OpenApiWithWebhooks;
      return {
        source,
        spec,
        pages: webhookPages(spec),
        node: await read(VERIFY_EXAMPLES.node),
        python: await read(VERIFY_EXAMPLES.python),
      };
    },
    async contentLoaded({content, actions}) {
      const events = content.pages.map(({event, summary, permalink, description}) => ({
        event,
        summary,
        permalink,
        description,
      }));
      actions.addRoute({
        path: WEBHOOKS_BASE,
        exact: true,
        component: '@site/src/components/WebhookPages/WebhookIndex',
        modules: {events: await actions.createData('webhook-events.json', JSON.stringify(events))},
      });
      for (const page of content.pages) {
        actions.addRoute({
          path: page.permalink,
          exact: true,
          component: '@site/src/components/WebhookPages/WebhookEvent',
          modules: {page: await actions.createData(`webhook-${page.slug}.json`, JSON.stringify(page))},
        });
      }
      actions.addRoute({
        path: VERIFY_SIGNATURES_PATH,
        exact: true,
        component: '@site/src/components/WebhookPages/VerifySignatures',
        modules: {
          code: await actions.createData(
            'webhook-verify-code.json',
            JSON.stringify({node: content.node, python: content.python}),
          ),
        },
      });
    },
    async postBuild({outDir, content}) {
      const dir = path.join(outDir, 'api');
      await fs.mkdir(dir, {recursive: true});
      await fs.writeFile(path.join(outDir, DESCRIPTION_URLS.yaml), content.source);
      await fs.writeFile(path.join(outDir, DESCRIPTION_URLS.json), `${JSON.stringify(content.spec, null, 2)}\n`);
    },
  };
}
