import type {RouteConfig} from '@docusaurus/types';

type VersionDoc = {id: string; title?: string; description?: string; sidebar?: string};

/**
 * The version metadata the docs plugin attaches to its version route is fetched by every doc page:
 * it carries every sidebar and every doc's id, title and description. The titles and descriptions are
 * ~85 % of its weight (35 KB gzip of 41 KB on this site) and only DocCard reads them (through
 * useDocById), which this site does not render: no DocCardList, no generated-index pages (the content
 * check keeps it that way). The sidebars and each doc's id and sidebar stay as they are.
 */
export function slimVersionProps(route: RouteConfig): RouteConfig {
  const version = route.props?.version as {docs?: Record<string, VersionDoc>} | undefined;
  const slimmed: RouteConfig = {...route};
  if (version?.docs) {
    const docs = Object.fromEntries(
      Object.entries(version.docs).map(([id, doc]) => {
        const kept: VersionDoc = {id: doc.id, sidebar: doc.sidebar};
        return [id, kept];
      }),
    );
    slimmed.props = {...route.props, version: {...version, docs}};
  }
  if (route.routes) slimmed.routes = route.routes.map(slimVersionProps);
  return slimmed;
}
