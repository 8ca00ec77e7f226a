import path from 'node:path';
import {markdownPath} from '../../utils/markdown-path';

export {markdownPath, markdownUrl} from '../../utils/markdown-path';

/** The file in the build folder that holds a page's Markdown. */
export function markdownFile(outDir: string, permalink: string): string {
  return path.join(outDir, markdownPath(permalink).slice(1));
}
