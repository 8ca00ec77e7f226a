/**
 * V8's explicit compile hint: a script whose source starts with this comment has every function
 * compiled eagerly, during streaming on a background thread, instead of lazily on the main thread
 * the first time each function is called. Chromium 136 and later read it; other engines see a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the plugin needs of a bundler chunk group. */
export type ChunkGroupLike = {
  name?: string | null;
  isInitial(): boolean;
  chunks: ReadonlyArray<{files: Iterable<string>}>;
};

/**
 * The JavaScript files a page runs as it loads: the entry chunks, and the chunks of the groups named
 * after route modules (`routeChunkNames`, the registry's keys). Chunks that only lazily loaded
 * features use (search modal, Mermaid, the request builder) are left out: compiling every function of
 * Mermaid up front would cost time and memory for code a reader may never reach.
 */
export function hintedFiles(groups: Iterable<ChunkGroupLike>, routeChunkNames: ReadonlySet<string>): Set<string> {
  const files = new Set<string>();
  for (const group of groups) {
    if (!group.isInitial() && !(group.name && routeChunkNames.has(group.name))) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}
