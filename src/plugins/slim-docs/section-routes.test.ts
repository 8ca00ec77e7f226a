import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {sectionOf, splitSections} from './section-routes';

const doc = (path: string, sidebar?: string): RouteConfig =>
  ({path, component: 'DocItem', exact: true, ...(sidebar ? {sidebar} : {})}) as RouteConfig;

const sidebars = {guide: ['g'], glossary: ['t'], api: ['a']};
const docsRoot: RouteConfig = {
  path: '/docs',
  component: 'DocsRoot',
  routes: [
    {
      path: '/docs',
      component: 'DocVersionRoot',
      props: {version: {label: 'Next', docsSidebars: sidebars}},
      routes: [
        {path: '/docs/tags', component: 'TagsList', exact: true},
        {
          path: '/docs',
          component: 'DocRoot',
          routes: [
            doc('/docs/guide/start', 'guide'),
            doc('/docs/guide/hidden'),
            doc('/docs/glossary/csat', 'glossary'),
            doc('/docs/enterprise/sso', 'guide'),
            doc('/docs/overview', 'api'),
          ],
        },
      ],
    },
  ],
};

describe('splitSections', () => {
  const versions = splitSections(docsRoot).routes!;
  const byPath = Object.fromEntries(versions.map((v) => [v.path, v]));
  const sidebarsOf = (v: RouteConfig) => (v.props!.version as {docsSidebars: object}).docsSidebars;

  it('gives each top-level folder a version route with only the sidebars its docs use', () => {
    expect(versions.map((v) => v.path)).toEqual(['/docs/guide', '/docs/glossary', '/docs/enterprise', '/docs']);
    expect(sidebarsOf(byPath['/docs/guide'])).toEqual({guide: ['g']});
    expect(sidebarsOf(byPath['/docs/glossary'])).toEqual({glossary: ['t']});
    expect(sidebarsOf(byPath['/docs/enterprise'])).toEqual({guide: ['g']});
    expect((byPath['/docs/glossary'].props!.version as {label: string}).label).toBe('Next');
  });

  it('keeps every doc route once, under a doc root at its section, docs without a sidebar included', () => {
    const guideRoot = byPath['/docs/guide'].routes!;
    expect(guideRoot).toHaveLength(1);
    expect(guideRoot[0]).toMatchObject({path: '/docs/guide', component: 'DocRoot'});
    expect(guideRoot[0].routes!.map((r) => r.path)).toEqual(['/docs/guide/start', '/docs/guide/hidden']);
  });

  it('leaves the tag pages and docs directly under /docs on a last version route at /docs', () => {
    const rest = versions.at(-1)!;
    expect(rest.path).toBe('/docs');
    expect(rest.routes!.map((r) => r.path)).toEqual(['/docs/tags', '/docs']);
    expect(rest.routes![1].routes!.map((r) => r.path)).toEqual(['/docs/overview']);
    expect(sidebarsOf(rest)).toEqual({api: ['a']});
  });

  it('keeps a doc root on the last version route when no doc is directly under /docs, for unknown paths', () => {
    const noLooseDocs = structuredClone(docsRoot);
    const root = noLooseDocs.routes![0].routes![1];
    root.routes = root.routes!.filter((r) => r.path !== '/docs/overview');
    const rest = splitSections(noLooseDocs).routes!.at(-1)!;
    expect(rest.routes!.map((r) => [r.path, r.component])).toEqual([
      ['/docs/tags', 'TagsList'],
      ['/docs', 'DocRoot'],
    ]);
    expect(rest.routes![1].routes).toEqual([]);
    expect(sidebarsOf(rest)).toEqual({});
  });

  it('leaves routes without a version untouched', () => {
    const page: RouteConfig = {path: '/videos', component: 'Videos', exact: true};
    expect(splitSections(page)).toBe(page);
  });
});

describe('sectionOf', () => {
  it('names the first folder under the base, and nothing for a page directly under it', () => {
    expect(sectionOf('/docs', '/docs/glossary/csat')).toBe('/docs/glossary');
    expect(sectionOf('/docs', '/docs/a/b/c')).toBe('/docs/a');
    expect(sectionOf('/docs', '/docs/overview')).toBeNull();
    expect(sectionOf('/docs', '/api/add-user')).toBeNull();
  });
});
