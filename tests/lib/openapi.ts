import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import kebabCase from 'lodash/kebabCase';

export const OPENAPI_PATH = path.join(__dirname, '..', '..', 'openapi', 'mynah.yaml');

export type Operation = {slug: string; method: string; path: string; summary: string; tag: string};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadSpec(): any {
  return yaml.load(fs.readFileSync(OPENAPI_PATH, 'utf8'));
}

/** Every operation with the page slug the openapi plugin derives from its summary. */
export function operations(): Operation[] {
  const spec = loadSpec();
  const out: Operation[] = [];
  for (const [opPath, item] of Object.entries<Record<string, {summary: string; tags?: string[]}>>(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (op)
        out.push({slug: kebabCase(op.summary), method, path: opPath, summary: op.summary, tag: op.tags?.[0] ?? ''});
    }
  }
  return out;
}
