/**
 * Prints how much of the required route list (tests/routes/required-routes.txt)
 * the build serves: routes present, and each section against its minimum count.
 * Usage: tsx scripts/coverage.ts [--dir build] [--strict]   (--strict exits 1 when short)
 */
import {builtPaths, coverage, readRouteList} from './lib/required-routes';

const dirIndex = process.argv.indexOf('--dir');
const buildDir = dirIndex > -1 ? process.argv[dirIndex + 1] : 'build';
const strict = process.argv.includes('--strict');

const result = coverage(readRouteList(), builtPaths(buildDir));
const total = result.served.length + result.missing.length;
console.log(`Routes served: ${result.served.length}/${total}`);
for (const route of result.missing) console.log(`  missing ${route.path}`);
let sectionsMet = 0;
for (const section of result.sections) {
  const ok = section.count >= section.min;
  if (ok) sectionsMet += 1;
  console.log(`  ${ok ? 'ok  ' : 'SHORT'} ${section.prefix}: ${section.count} pages (minimum ${section.min})`);
}
console.log(`Section minimums met: ${sectionsMet}/${result.sections.length}`);
if (strict && (result.missing.length > 0 || sectionsMet < result.sections.length)) process.exit(1);
