import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUILD_DIR = path.resolve('build');

/** A built file's size gzipped at level 9, by its URL path: what the budget tests add up. */
export function gzipSize(pathname: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(BUILD_DIR, pathname)), {level: 9}).length;
}
