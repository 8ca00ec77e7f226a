import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {hasGeneratedIndex, slimVersionProps} from './slim-route';

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

  it('keeps the sidebars and drops the per-doc map', () => {
    const [slim] = [slimVersionProps({path: '/docs', component: 'Root', routes: [versionRoute]})];
    const version = slim.routes![0].props!.version as {docs: unknown; docsSidebars: unknown};
    expect(version.docs).toEqual({});
    expect(version.docsSidebars).toEqual((versionRoute.props!.version as {docsSidebars: unknown}).docsSidebars);
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
