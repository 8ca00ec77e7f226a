import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import fs from 'node:fs';
import path from 'node:path';
import {hasGeneratedIndex, slimSidebarItems, slimVersionProps} from './slim-route';

describe('slimVersionProps', () => {
  const versionRoute: RouteConfig = {
    path: '/docs',
    component: 'DocVersionRoot',
    props: {
      version: {
        docsSidebars: {guide: [{type: 'link', href: '/docs/a', label: 'A', docId: 'a'}]},
        docs: {
          a: {id: 'a', title: 'A', description: 'A long description', sidebar: 'guide'},
          b: {id: 'b', title: 'B', description: 'B'},
        },
      },
    },
    routes: [{path: '/docs/a', component: 'DocItem', exact: true}],
  };

  it('keeps the sidebars, slimmed, and drops the per-doc map', () => {
    const [slim] = [slimVersionProps({path: '/docs', component: 'Root', routes: [versionRoute]})];
    const version = slim.routes![0].props!.version as {docs: unknown; docsSidebars: unknown};
    expect(version.docs).toEqual({});
    expect(version.docsSidebars).toEqual({guide: [{type: 'link', href: '/docs/a', label: 'A', docId: true}]});
    expect(slim.routes![0].routes).toEqual(versionRoute.routes);
  });

  it('leaves other routes and the original objects untouched', () => {
    const other: RouteConfig = {path: '/x', component: 'X', props: {tag: {label: 'x'}}};
    expect(slimVersionProps(other)).toEqual(other);
    slimVersionProps(versionRoute);
    expect((versionRoute.props!.version as {docs: {a: {description?: string}}}).docs.a.description).toBe(
      'A long description',
    );
  });
});

describe('hasGeneratedIndex', () => {
  it('finds a generated-index link at any depth, and only that', () => {
    const doc = {type: 'doc'};
    const nested = {type: 'category', items: [doc, {type: 'category', link: {type: 'generated-index'}, items: [doc]}]};
    expect(hasGeneratedIndex([doc, nested])).toBe(true);
    expect(hasGeneratedIndex([doc, {type: 'category', link: {type: 'doc'}, items: [doc]}])).toBe(false);
  });
});

describe('slimSidebarItems', () => {
  it('keeps what the sidebar and breadcrumbs read: a doc link is marked, not named, at any depth', () => {
    const items = [
      {type: 'link', href: '/docs/a', label: 'A', docId: 'guide/a', unlisted: false},
      {
        type: 'category',
        label: 'More',
        collapsed: true,
        items: [
          {type: 'link', href: '/docs/b', label: 'B', docId: 'guide/b', unlisted: true},
          {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
        ],
      },
    ];
    expect(slimSidebarItems(items)).toEqual([
      {type: 'link', href: '/docs/a', label: 'A', docId: true},
      {
        type: 'category',
        label: 'More',
        collapsed: true,
        items: [
          {type: 'link', href: '/docs/b', label: 'B', docId: true, unlisted: true},
          {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
        ],
      },
    ]);
  });

  it("matches how the docs plugin's browser code reads a sidebar item's docId (fails when an upgrade changes it)", () => {
    // Every line that names `docId` in the browser code of the docs plugin and the classic theme. Only
    // the breadcrumbs read a sidebar item's (`item.docId &&`, a truth value); DocCard is never rendered
    // here, and the rest read the navbar's and the versions' own ids. A new read makes this fail.
    const reads: string[] = [];
    // Each package's main module is lib/index.js; the browser code is under lib/client and lib/theme.
    const lib = (pkg: string) => path.dirname(require.resolve(pkg));
    const dirs = [
      path.join(lib('@docusaurus/plugin-content-docs'), 'client'),
      path.join(lib('@docusaurus/theme-classic'), 'theme'),
    ];
    for (const base of dirs) {
      for (const file of fs.readdirSync(base, {recursive: true}) as string[]) {
        if (!file.endsWith('.js')) continue;
        const text = fs.readFileSync(path.join(base, file), 'utf8');
        for (const line of text.split('\n')) {
          if (/\bdocId\b/.test(line) && !/^\s*(\*|\/\/)/.test(line)) reads.push(`${file}: ${line.trim()}`);
        }
      }
    }
    expect(reads).toEqual([
      'docsClientUtils.js: function getAlternateVersionDocs(docId) {',
      'docsClientUtils.js: if (doc.id === docId) {',
      'docsUtils.js: item.docId &&',
      'docsUtils.js: export function useLayoutDoc(docId, docsPluginId) {',
      'docsUtils.js: const doc = allDocs.find((versionDoc) => versionDoc.id === docId);',
      'docsUtils.js: .includes(docId);',
      expect.stringMatching(/^docsUtils\.js: throw new Error\(`Couldn't find any doc with id "\$\{docId\}"/),
      'docsUtils.js: }, [docId, versions]);',
      'DocCard/index.js: const doc = useDocById(item.docId ?? undefined);',
      'NavbarItem/DocNavbarItem.js: docId,',
      'NavbarItem/DocNavbarItem.js: const doc = useLayoutDoc(docId, docsPluginId);',
    ]);
  });
});
