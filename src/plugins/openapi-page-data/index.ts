import fs from 'node:fs/promises';
import path from 'node:path';
import {docuHash} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {operationFileName, pageInfo, pageOperation} from './page-item';

type ApiItem = {type: string; id: string; permalink: string; api: Record<string, unknown>} & Record<string, unknown>;
type Options = {routeBasePath: string} & Record<string, unknown>;

// Required rather than imported: the package's type declarations pull in its TypeScript sources.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const openapi = require('docusaurus-plugin-openapi') as {
  default: (context: LoadContext, options: Options) => Promise<Plugin<unknown>>;
  validateOptions: unknown;
};
export const validateOptions = openapi.validateOptions;

/**
 * docusaurus-plugin-openapi as it is (same name, options, routes and markdown), except for the
 * operation and introduction data each page's JavaScript carries: only what the page renders
 * (page-item.ts). The whole operation is written beside the page after the build, for the request builder.
 */
export default async function openapiPageDataPlugin(context: LoadContext, options: Options): Promise<Plugin<unknown>> {
  const plugin = await openapi.default(context, options);
  const {contentLoaded} = plugin;
  let operations: ApiItem[] = [];
  return {
    ...plugin,
    async contentLoaded(args) {
      const items = (args.content as {loadedApi: ApiItem[]}).loadedApi.filter(
        (item) => item.type === 'api' || item.type === 'info',
      );
      operations = items.filter((item) => item.type === 'api');
      // The plugin writes each operation's and the introduction's page data as `${docuHash(pageId)}.json` (lib/index.js).
      const byFile = new Map(
        items.map((item) => [`${docuHash(`site-${options.routeBasePath}-${item.id}`)}.json`, item]),
      );
      let slimmed = 0;
      await contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          createData: (name, data) => {
            const item = byFile.get(name);
            if (!item) return args.actions.createData(name, data);
            slimmed += 1;
            const pageData = item.type === 'info' ? pageInfo(item) : {...item, api: pageOperation(item.api)};
            return args.actions.createData(name, JSON.stringify(pageData));
          },
        },
      });
      if (slimmed !== items.length) {
        throw new Error(
          `openapi-page-data: slimmed ${slimmed} of ${items.length} operation and introduction page data; ` +
            'docusaurus-plugin-openapi no longer names it `${docuHash(pageId)}.json` (compare its lib/index.js).',
        );
      }
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      for (const item of operations) {
        const file = path.join(props.outDir, operationFileName(item.permalink));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, JSON.stringify(item.api));
      }
    },
  };
}
