import type {PrismTheme} from 'prism-react-renderer';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * CSS that colours build-time tokens (`span.token.<type>`) like prism-react-renderer's inline styles
 * would, per colour mode. Rules follow the theme's order, so a later type wins, as it does there.
 */
export function codeThemeCss(themes: Record<'light' | 'dark', PrismTheme>): string {
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    for (const {types, style, languages} of themes[mode].styles) {
      const scopes = languages?.length ? languages.map((language) => ` .language-${language}`) : [''];
      const selectors = scopes.flatMap((scope) => types.map((type) => `[data-theme='${mode}']${scope} .token.${type}`));
      const declarations = Object.entries(style)
        .map(([property, value]) => `${kebab(property)}:${String(value)}`)
        .join(';');
      rules.push(`${selectors.join(',')}{${declarations}}`);
    }
  }
  return `${rules.join('\n')}\n`;
}
