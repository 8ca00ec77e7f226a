/**
 * The API reference: one OpenAPI description rendered at /api by
 * docusaurus-plugin-openapi (sidebar id `openapi-sidebar-default`).
 * The plugin's heavy request builder is loaded only on demand (see src/theme/ApiItem).
 */
export const OPENAPI_FILE = 'openapi/mynah.yaml';

import type {PluginConfig} from '@docusaurus/types';
import rehypeScrollableTables from '../src/plugins/scrollable-tables/rehype';

export const openapiPlugin: PluginConfig = [
  'docusaurus-plugin-openapi',
  {
    path: OPENAPI_FILE,
    routeBasePath: 'api',
    sidebarCollapsible: true,
    sidebarCollapsed: false,
    // The description's tables (the /api introduction) scroll inside a focusable box on phones, as the docs'.
    rehypePlugins: [rehypeScrollableTables],
  },
];
