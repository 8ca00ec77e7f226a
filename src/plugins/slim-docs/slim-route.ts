import type {RouteConfig} from '@docusaurus/types';

/**
 * The version metadata the docs plugin attaches to its version route is fetched by every doc page:
 * every sidebar, plus every doc's id, title, description and sidebar. That doc map is ~80 % of its
 * weight (35 KB gzip of 41 KB here) and only `useDocById` reads it, for DocCard, which this site never
 * renders: no DocCardList, no generated-index pages. The sidebars (read by the doc layout) stay; the
 * map goes, as an empty object so the metadata keeps its shape.
 */
export function slimVersionProps(route: RouteConfig): RouteConfig {
  const version = route.props?.version as {docs?: Record<string, unknown>} | undefined;
  const slimmed: RouteConfig = {...route};
  if (version?.docs) slimmed.props = {...route.props, version: {...version, docs: {}}};
  if (route.routes) slimmed.routes = route.routes.map(slimVersionProps);
  return slimmed;
}

export type SidebarItem = {type: string; link?: {type: string}; items?: SidebarItem[]};

/** Whether a sidebar links a category to a generated-index page (its cards read the dropped doc map). */
export function hasGeneratedIndex(items: SidebarItem[]): boolean {
  return items.some(
    (item) => item.link?.type === 'generated-index' || (item.items ? hasGeneratedIndex(item.items) : false),
  );
}
