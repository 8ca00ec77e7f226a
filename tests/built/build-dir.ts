import fs from 'node:fs';
import path from 'node:path';

/** The built site these tests read: build/ after `npm run build`, or BUILD_DIR. */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');

if (!fs.existsSync(path.join(BUILD_DIR, 'sitemap.xml'))) {
  throw new Error(`${BUILD_DIR} has no built site: run \`npm run build\` first (or set BUILD_DIR).`);
}

export const readBuilt = (file: string): string => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
