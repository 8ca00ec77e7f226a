/**
 * The API reference: one OpenAPI description rendered at /api by
 * docusaurus-plugin-openapi (sidebar id `openapi-sidebar-default`).
 * The plugin's heavy request builder is loaded only on demand (see src/theme/ApiItem).
 */
export const OPENAPI_FILE = 'openapi/mynah.yaml';

import type {PluginConfig} from '@docusaurus/types';
import rehypeScrollableTables from '../src/plugins/scrollable-tables/rehype';

// docusaurus-plugin-openapi, through src/plugins/openapi-page-data (the page data it ships, slimmed);
// the stock plugin in the benchmark's A/B of that wrapper (config/bench-variant.ts).
export const openapiPlugin: PluginConfig = [
  process.env.BENCH_WITHOUT === 'openapi-page-data'
    ? 'docusaurus-plugin-openapi'
    : './src/plugins/openapi-page-data/index.ts',
  {
    path: OPENAPI_FILE,
    routeBasePath: 'api',
    sidebarCollapsible: true,
    sidebarCollapsed: false,
    // The description's tables (the /api introduction) scroll inside a focusable box on phones, as the docs'.
    rehypePlugins: [rehypeScrollableTables],
  },
];
