import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The openapi theme's request builder edits request bodies with Monaco
 * (`@monaco-editor/react`), which downloads the editor from a public CDN when it
 * mounts: a third-party request, megabytes of script, and a console error offline.
 * The builder imports it through a relative path we cannot swizzle, so the
 * package itself is aliased to a plain text-area editor with the same contract.
 */
export default function openapiEditorPlugin(): Plugin {
  return {
    name: 'openapi-editor',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@monaco-editor/react$': path.join(__dirname, '..', '..', 'components', 'TextareaEditor', 'index.tsx'),
          },
        },
      };
    },
  };
}
