import type {RouteConfig} from '@docusaurus/types';
import {mapValues} from '../../utils/map-values';

/**
 * The version metadata the docs plugin attaches to its version route is fetched by every doc page:
 * every sidebar, plus every doc's id, title, description and sidebar. That doc map is ~80 % of its
 * weight (35 KB gzip of 41 KB here) and only `useDocById` reads it, for DocCard, which this site never
 * renders: no DocCardList, no generated-index pages. The sidebars (read by the doc layout) stay; the
 * map goes, as an empty object so the metadata keeps its shape.
 */
export function slimVersionProps(route: RouteConfig): RouteConfig {
  const version = route.props?.version as
    {docs?: Record<string, unknown>; docsSidebars?: Record<string, SidebarItem[]>} | undefined;
  const slimmed: RouteConfig = {...route};
  if (version?.docs) {
    const docsSidebars = version.docsSidebars && mapValues(version.docsSidebars, slimSidebarItems);
    slimmed.props = {...route.props, version: {...version, docs: {}, ...(docsSidebars ? {docsSidebars} : {})}};
  }
  if (route.routes) slimmed.routes = route.routes.map(slimVersionProps);
  return slimmed;
}

export type SidebarItem = {
  type: string;
  link?: {type: string};
  items?: SidebarItem[];
  docId?: string | true;
  unlisted?: boolean;
};

/**
 * A sidebar as the browser reads it. A link's `docId` only tells the breadcrumbs that the link is a doc
 * (`item.docId &&` in plugin-content-docs' getSidebarBreadcrumbs); its text is read by `useDocById`
 * alone, for DocCard, which this site never renders (above). So it becomes `true`, and `unlisted: false`
 * (the default) goes: 1.4 KB gzip less on each page of the largest section. slim-route.test.ts fails if
 * the docs plugin's browser code reads a sidebar item's docId any other way.
 */
export function slimSidebarItems(items: SidebarItem[]): SidebarItem[] {
  return items.map(({unlisted, docId, items: children, ...item}) => ({
    ...item,
    ...(docId ? {docId: true as const} : {}),
    ...(unlisted ? {unlisted} : {}),
    ...(children ? {items: slimSidebarItems(children)} : {}),
  }));
}

/** Whether a sidebar links a category to a generated-index page (its cards read the dropped doc map). */
export function hasGeneratedIndex(items: SidebarItem[]): boolean {
  return items.some(
    (item) => item.link?.type === 'generated-index' || (item.items ? hasGeneratedIndex(item.items) : false),
  );
}
