/**
 * How Mermaid diagrams look, shared by the build-time renderer (scripts/render-diagrams.ts) and the
 * client-side fallback (`themeConfig.mermaid` in docusaurus.config.ts), so both draw the same picture.
 */

/** Mermaid theme per colour mode. */
export const MERMAID_THEMES = {light: 'neutral', dark: 'dark'} as const;

export type ColorMode = keyof typeof MERMAID_THEMES;

/**
 * Arial first and Liberation Sans second: the two have identical metrics, so boxes sized on a Linux build
 * machine (Liberation Sans) fit the text a reader's Windows or macOS browser draws (Arial). Diagrams ship
 * as `<img>`, which cannot load web fonts, so only installed fonts can be named here.
 */
export const DIAGRAM_FONT_FAMILY = 'Arial, "Liberation Sans", Helvetica, sans-serif';

/**
 * Labels as SVG `<text>` rather than HTML inside `<foreignObject>`: an SVG shown through `<img>` is
 * drawn by each browser's image renderer, and plain SVG text is what they all draw alike.
 */
export const MERMAID_OPTIONS = {
  fontFamily: DIAGRAM_FONT_FAMILY,
  themeVariables: {fontFamily: DIAGRAM_FONT_FAMILY},
  htmlLabels: false,
  flowchart: {htmlLabels: false},
};
