/**
 * The API reference: one OpenAPI description rendered at /api by
 * docusaurus-plugin-openapi (sidebar id `openapi-sidebar-default`).
 * The plugin's heavy request builder is loaded only on demand (see src/theme/ApiItem).
 */
export const OPENAPI_FILE = 'openapi/mynah.yaml';

import type {PluginConfig} from '@docusaurus/types';

// docusaurus-plugin-openapi, through src/plugins/openapi-page-data (the page data it ships, slimmed).
export const openapiPlugin: PluginConfig = [
  './src/plugins/openapi-page-data/index.ts',
  {
    path: OPENAPI_FILE,
    routeBasePath: 'api',
    sidebarCollapsible: true,
    sidebarCollapsed: false,
  },
];
