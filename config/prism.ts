import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code-block colours: prism-react-renderer's GitHub (light) and Dracula (dark) themes with the token
 * colours that fall below WCAG AA (4.5:1) replaced by darker (light) or lighter (dark) shades of the
 * same hue. Each replacement keeps 4.5:1 on the block background and on a highlighted line
 * (`--docusaurus-highlighted-code-line-bg`), so the axe scan (tests/e2e/a11y.spec.ts) stays clean.
 */

type Recolour = Record<string, string>;

function recolour(theme: PrismTheme, colours: Recolour): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      // A translucent token (GitHub's namespaces, 0.7) mixes its colour with the background: 3.3:1.
      const {opacity: _opacity, ...style} = entry.style;
      const replacement = style.color ? colours[style.color.toLowerCase()] : undefined;
      return {...entry, style: replacement ? {...style, color: replacement} : style};
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#5c6670', // comments: 2.7:1 -> 5.5:1
  '#e3116c': '#c4105d', // strings: 4.3:1 -> 5.5:1
  '#36acaa': '#0f6b68', // numbers, booleans, properties, variables: 2.6:1 -> 5.9:1
  '#00a4db': '#0b6494', // at-rules, attribute names: 2.7:1 -> 6.0:1
  '#d73a49': '#b02a37', // functions, tags: 4.3:1 -> 6.1:1
});

export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#939fcb', // comments: 3.0:1 -> 5.5:1
  'rgb(255, 85, 85)': '#ff6e6e', // deleted lines: 4.5:1 -> 5.2:1
});
