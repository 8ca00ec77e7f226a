import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../src/search/engine';
import type {PackedIndex, SearchManifest} from '../../src/search/index-format';
import {BUILD_DIR, readBuilt} from './build-dir';
import {collectRecords} from '../../src/plugins/search-index';
import {indexedPaths} from '../../scripts/lib/required-routes';
import {scoreQuery} from '../../scripts/lib/search-quality';

const manifest = JSON.parse(readBuilt('search-index.json')) as SearchManifest;
const index = JSON.parse(readBuilt(manifest.index.replace(/^\//, ''))) as PackedIndex;
const engine = new SearchEngine(index);

type Spec = {paths: Record<string, Record<string, {operationId?: string}>>};
const spec = yaml.load(fs.readFileSync(path.resolve('openapi/mynah.yaml'), 'utf8')) as Spec;
const operationIds = Object.values(spec.paths).flatMap((operations) =>
  Object.values(operations)
    .map((operation) => operation?.operationId)
    .filter((id): id is string => typeof id === 'string'),
);

describe('the shipped search index', () => {
  it('is the packed format the engine reads', () => {
    expect(fs.existsSync(path.join(BUILD_DIR, manifest.index))).toBe(true);
    expect(engine.unitCount).toBeGreaterThan(1000);
  });

  // The ids come from the OpenAPI source, not from a file another plugin writes during the same step.
  it("finds every operation's page by its operationId", () => {
    expect(operationIds.length).toBeGreaterThan(10);
    const misses = operationIds.filter((id) => {
      const best = engine.search(id).ranked[0];
      return !best || !engine.unit(best.unit).path.startsWith('/api/');
    });
    expect(misses).toEqual([]);
  });
});

describe('pages with the same text', () => {
  it('are indexed once, and the benches count a label naming the twin as the page kept', async () => {
    const twins = new Map<string, string>();
    const records = await collectRecords(BUILD_DIR, indexedPaths(BUILD_DIR), index.siteUrl, undefined, twins);
    expect(twins.get('/api/introduction')).toBe('/api');
    expect(records.some((r) => r.url_without_anchor.endsWith('/api/introduction'))).toBe(false);
    const query = {q: 'rate limits', url: '/api/introduction', kind: 'api'};
    expect(scoreQuery(['/api', '/docs/glossary/rate-limit'], query).rank).toBe(0);
    expect(scoreQuery(['/api', '/docs/glossary/rate-limit'], query, 10, twins).rank).toBe(1);
  });
});
