import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// Rspack's compiler has webpack's API shape; Docusaurus types plugins against webpack's.
import type {Compiler} from 'webpack';
import {parseRegistry} from '../route-chunk-scripts/origins';
import {COMPILE_HINT, hintedFiles} from './hinted-files';

const NAME = 'compile-hints';

/**
 * Starts every script a page runs on load with V8's compile hint (`hinted-files.ts`).
 *
 * On a phone-speed CPU, lazily compiling each function the first time it runs was a large part of
 * the two longest tasks of a page load: running main.js, and the first hydration (hundreds of
 * components, each called for the first time). With the hint, Chromium compiles those functions while
 * the script streams in, off the main thread. The comment is added after minification, which would
 * drop it. The file names' content hashes are computed without it; it is the same line in every file
 * of every build, so a name still identifies the code.
 */
export default function compileHintsPlugin(context: LoadContext): Plugin {
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const apply = (compiler: Compiler) => {
        const {Compilation, sources} = compiler.webpack;
        compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
          compilation.hooks.processAssets.tapPromise(
            {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE},
            async () => {
              const registry = parseRegistry(await fs.readFile(registryPath, 'utf8'));
              const files = hintedFiles(compilation.chunkGroups, new Set(registry.map((e) => e.chunkName)));
              // No route chunk hinted means the registry or the bundler's API changed under us.
              if (files.size <= 2) throw new Error(`[${NAME}] only ${files.size} files to hint`);
              for (const file of files)
                compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            },
          );
        });
      };
      return {plugins: [{apply}]};
    },
  };
}
