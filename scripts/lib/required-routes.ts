import fs from 'node:fs';
import path from 'node:path';
import {OFFLINE_PAGE_PATH} from '../../src/plugins/service-worker/build-worker';

export type RequiredRoute = {path: string; sidebar: boolean};
export type SectionMinimum = {prefix: string; min: number};
export type RouteList = {routes: RequiredRoute[]; minimums: SectionMinimum[]};

export const ROUTE_LIST_FILE = path.join(__dirname, '..', '..', 'tests', 'routes', 'required-routes.txt');

/** Parses the route list: one path a line, optional ' nosidebar', and '#min PREFIX N' lines. */
export function parseRouteList(text: string): RouteList {
  const routes: RequiredRoute[] = [];
  const minimums: SectionMinimum[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const min = /^#min\s+(\S+)\s+(\d+)$/.exec(line);
    if (min) {
      minimums.push({prefix: min[1], min: Number(min[2])});
      continue;
    }
    if (!line || line.startsWith('#')) continue;
    const [routePath, flag] = line.split(/\s+/);
    routes.push({path: routePath, sidebar: flag !== 'nosidebar'});
  }
  return {routes, minimums};
}

export function readRouteList(file = ROUTE_LIST_FILE): RouteList {
  return parseRouteList(fs.readFileSync(file, 'utf8'));
}

/** Every page path a build folder serves, from its HTML files (`docs/x.html` → `/docs/x`). */
export function builtPaths(buildDir: string): string[] {
  const out: string[] = [];
  for (const file of fs.readdirSync(buildDir, {recursive: true}).map(String)) {
    if (!file.endsWith('.html') || file.startsWith('assets/')) continue;
    const route = `/${file}`
      .replace(/\\/g, '/')
      .replace(/\/index\.html$/, '')
      .replace(/\.html$/, '');
    if (route === '/404') continue;
    out.push(route === '' ? '/' : route);
  }
  return out.sort();
}

/**
 * The built pages the build's search index covers: Docusaurus's routes, so not the offline page the
 * service worker plugin writes after them. For the scripts that rebuild or push the index from build/.
 */
export function indexedPaths(buildDir: string): string[] {
  return builtPaths(buildDir).filter((route) => route !== OFFLINE_PAGE_PATH);
}

export type Coverage = {
  served: RequiredRoute[];
  missing: RequiredRoute[];
  sections: {prefix: string; min: number; count: number}[];
};

export function coverage(list: RouteList, paths: string[]): Coverage {
  const set = new Set(paths);
  const served = list.routes.filter((r) => set.has(r.path));
  const missing = list.routes.filter((r) => !set.has(r.path));
  const sections = list.minimums.map(({prefix, min}) => ({
    prefix,
    min,
    count: paths.filter((p) => p.startsWith(prefix)).length,
  }));
  return {served, missing, sections};
}
