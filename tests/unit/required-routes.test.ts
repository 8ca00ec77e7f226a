import {describe, expect, it} from 'vitest';
import {coverage, parseRouteList, readRouteList} from '../../scripts/lib/required-routes';

describe('route list', () => {
  it('parses routes, nosidebar flags and section minimums', () => {
    const list = parseRouteList('# comment\n/\n/docs/a nosidebar\n#min /docs/glossary/ 2\n');
    expect(list.routes).toEqual([
      {path: '/', sidebar: true},
      {path: '/docs/a', sidebar: false},
    ]);
    expect(list.minimums).toEqual([{prefix: '/docs/glossary/', min: 2}]);
  });

  it('counts served routes and pages per section', () => {
    const list = parseRouteList('/\n/docs/x\n#min /docs/glossary/ 2\n#min /docs/platform_concepts/AIAgent 1\n');
    const result = coverage(list, ['/', '/docs/glossary/a', '/docs/glossary/b', '/docs/platform_concepts/AIAgent']);
    expect(result.served.map((r) => r.path)).toEqual(['/']);
    expect(result.missing.map((r) => r.path)).toEqual(['/docs/x']);
    expect(result.sections).toEqual([
      {prefix: '/docs/glossary/', min: 2, count: 2},
      {prefix: '/docs/platform_concepts/AIAgent', min: 1, count: 1},
    ]);
  });

  it("the project's own list names every top-level page of the spec", () => {
    const paths = readRouteList().routes.map((r) => r.path);
    for (const p of [
      '/',
      '/docs',
      '/api',
      '/whats-new',
      '/enterprise-integration',
      '/videos',
      '/search',
      '/docs/tags',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.filter((p) => p.startsWith('/api/'))).toHaveLength(20);
  });
});
