import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {encodeTokens} from '../../utils/code-tokens';

const require = createRequire(import.meta.url);

/**
 * Grammars the docs use that prism-react-renderer does not bundle. They cost nothing in the browser:
 * highlighting happens here, at build time.
 */
const EXTRA_LANGUAGES = ['bash', 'csv', 'dart', 'groovy', 'powershell', 'ruby', 'sql'];

let extraLoaded = false;

function loadExtraLanguages(): void {
  if (extraLoaded) return;
  extraLoaded = true;
  // Prism's component files register themselves on a global `Prism`.
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of EXTRA_LANGUAGES) require(`prismjs/components/prism-${language}`);
  } finally {
    scope.Prism = previous;
  }
}

/** Aliases writers use in fences, mapped to Prism grammar names. */
const ALIASES: Record<string, string> = {sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', ps1: 'powershell'};

/**
 * The encoded tokens of `code` in `language`, or undefined when Prism has no grammar for it (the
 * block is then shown unhighlighted, as plain text).
 */
export function highlightCode(code: string, language: string): string | undefined {
  loadExtraLanguages();
  const name = ALIASES[language] ?? language;
  const grammar = Prism.languages[name];
  if (!grammar) return undefined;
  const lines = normalizeTokens(Prism.tokenize(code, grammar));
  return encodeTokens(lines);
}
