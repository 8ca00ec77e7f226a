import type {Plugin} from '@docusaurus/types';

/**
 * A plugin that runs one bundler loader over the modules matching `test`, in the browser bundle only
 * (the server render keeps the original code). Shared by the small patch plugins: batched-helmet, key-sort-patch,
 * lazy-routes, static-route-match, staged-start. `options` are the loader's; `alias` adds resolve
 * aliases to the same browser bundle.
 */
export function clientLoaderPlugin(
  name: string,
  {
    test,
    loader,
    options,
    alias,
  }: {test: RegExp; loader: string; options?: Record<string, unknown>; alias?: Record<string, string>},
): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        ...(alias ? {resolve: {alias}} : {}),
        module: {rules: [{test, use: [{loader, ...(options ? {options} : {})}]}]},
      };
    },
  };
}
