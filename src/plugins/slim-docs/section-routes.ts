import type {RouteConfig} from '@docusaurus/types';

type Version = {docsSidebars?: Record<string, unknown>};
type DocRoute = RouteConfig & {sidebar?: string};

/**
 * The docs plugin hangs every doc under one version route whose metadata holds every sidebar, so a
 * glossary page downloads the Help Docs sidebar too (~10 KB gzip of sidebars in all, ~5.5 KB of it the
 * Help Docs one). This gives each top-level folder of the docs (`/docs/glossary`, `/docs/cookbooks`, …)
 * a version route of its own, carrying only the sidebars its docs use. The components and their other
 * props are the same; the docs root above (navbar and footer) is shared, so moving between sections
 * re-renders only the docs layout, whose sidebar changes anyway.
 *
 * What is left (the tag pages, docs directly under the version's path) stays on a version route at the
 * original path, listed last: the router takes the first route whose path is a prefix of the URL.
 */
export function splitSections(route: RouteConfig): RouteConfig {
  if (!route.routes) return route;
  return {...route, routes: route.routes.flatMap((child) => splitVersionRoute(child) ?? [splitSections(child)])};
}

/** The version route split by section, or null when `route` is not a version route. */
export function splitVersionRoute(route: RouteConfig): RouteConfig[] | null {
  const version = route.props?.version as Version | undefined;
  const docRoot = route.routes?.find((child) => child.routes?.some((doc) => (doc as DocRoute).sidebar !== undefined));
  if (!version?.docsSidebars || !docRoot?.routes) return null;

  const bySection = new Map<string, RouteConfig[]>();
  const ungrouped: RouteConfig[] = [];
  for (const doc of docRoot.routes) {
    const section = sectionOf(route.path, doc.path);
    if (section) bySection.set(section, [...(bySection.get(section) ?? []), doc]);
    else ungrouped.push(doc);
  }
  const propsFor = (docs: RouteConfig[]): RouteConfig['props'] => {
    const used = new Set(docs.map((doc) => (doc as DocRoute).sidebar));
    const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars!).filter(([name]) => used.has(name)));
    return {...route.props, version: {...version, docsSidebars}};
  };
  const sections = [...bySection].map(([path, docs]): RouteConfig => ({
    ...route,
    path,
    props: propsFor(docs),
    routes: [{...docRoot, path, routes: docs}],
  }));
  const others = route.routes!.filter((child) => child !== docRoot);
  const remainder: RouteConfig = {
    ...route,
    props: propsFor(ungrouped),
    // The doc root stays even with no doc left under it: it is what renders the not-found content for an
    // unknown path such as /docs/typo, as the server's 404 page does; without it the page hydrates empty.
    routes: [...others, {...docRoot, routes: ungrouped}],
  };
  return [...sections, remainder];
}

/** `/docs/glossary` for `/docs/glossary/csat` under `/docs`; null for a page directly under the base. */
export function sectionOf(base: string, docPath: string): string | null {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (!docPath.startsWith(prefix)) return null;
  const [first, ...more] = docPath.slice(prefix.length).split('/');
  return first && more.length ? `${prefix}${first}` : null;
}
