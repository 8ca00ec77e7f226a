import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {hasGeneratedIndex, slimVersionProps, type SidebarItem} from './slim-route';
import {splitSections} from './section-routes';

export {validateOptions} from '@docusaurus/plugin-content-docs';

/**
 * The stock docs plugin (same name, options and routes), with the per-version metadata every doc page
 * loads made smaller: without the per-doc map (slim-route.ts), and with only the sidebars of the page's
 * section (section-routes.ts). Used instead of the classic preset's `docs` entry.
 */
export default async function slimDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: (args) => {
      const {loadedVersions} = args.content as {loadedVersions: {sidebars: Record<string, SidebarItem[]>}[]};
      if (loadedVersions.some((version) => Object.values(version.sidebars).some(hasGeneratedIndex))) {
        throw new Error(
          'A sidebar category links to a generated index, whose cards need the doc map src/plugins/slim-docs drops. ' +
            'Link the category to an index doc instead (see CONTRIBUTING.md).',
        );
      }
      return contentLoaded({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(splitSections(slimVersionProps(route)))},
      });
    },
  };
}
