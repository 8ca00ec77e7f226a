import type {PluginConfig} from '@docusaurus/types';
import {ssrTemplate} from './ssr-template';

/**
 * The benchmark's A/B of one local plugin or client module (`npm run bench -- --ab <name>`): with
 * BENCH_WITHOUT=<name>, the build leaves out `src/plugins/<name>/` or `src/client-modules/<name>.ts`.
 * Never set outside the bench.
 */
const without = process.env.BENCH_WITHOUT;

const isLeftOut = (modulePath: string) =>
  !!without &&
  (modulePath.includes(`/src/plugins/${without}/`) || modulePath.endsWith(`/client-modules/${without}.ts`));

export function benchVariant<T extends PluginConfig | string>(entries: T[]): T[] {
  return entries.filter((entry) => {
    const modulePath = typeof entry === 'string' ? entry : Array.isArray(entry) ? entry[0] : null;
    return typeof modulePath !== 'string' || !isLeftOut(modulePath);
  });
}

/** The docs plugin: ours (src/plugins/slim-docs), or the stock one in the bench's A/B of slim-docs. */
export const docsPlugin =
  without === 'slim-docs' ? '@docusaurus/plugin-content-docs' : './src/plugins/slim-docs/index.ts';

/**
 * The HTML template: ours, whose scripts src/plugins/first-paint fetches after the first paint, or, in the
 * bench's A/B of first-paint, Docusaurus's own (a `<script defer>` per bundle in the head).
 */
export const pageTemplate = without === 'first-paint' ? undefined : ssrTemplate;
