import type {Element, ElementContent} from 'hast';
import {ASSET_DIR, type ManifestEntry, type RenderedSvg} from './manifest';
import type {ColorMode} from '../../../config/mermaid';

/**
 * Wider than this, a diagram is scaled down in the doc column of a desktop browser, so its figure offers
 * the SVG at full size everywhere, not only on narrow screens (see src/css/static-diagrams.css).
 */
export const WIDE_DIAGRAM_WIDTH = 700;

/**
 * The HTML of a rendered diagram:
 *
 *   <figure class="static-diagram">
 *     <img class="static-diagram__image static-diagram__image--light" src=… width=… height=… alt=…>
 *     <img class="static-diagram__image static-diagram__image--dark" …>
 *     <div class="static-diagram__full-size"><a …--light>Open diagram full size</a><a …--dark>…</a></div>
 *   </figure>
 *
 * CSS shows the image of the current colour mode and hides the other with `display: none`; with
 * `loading="lazy"` the browser then never fetches the hidden one. `width`/`height` let the page reserve
 * the diagram's box before the image arrives, so nothing moves when it does.
 */
export function diagramFigure(entry: ManifestEntry, alt: string, baseUrl: string): Element {
  const modes: ColorMode[] = ['light', 'dark'];
  const url = (svg: RenderedSvg) => `${baseUrl}${ASSET_DIR}/${svg.file}`;
  const images = modes.map((mode) =>
    element('img', {
      className: ['static-diagram__image', `static-diagram__image--${mode}`],
      src: url(entry.svg[mode]),
      alt,
      width: entry.svg[mode].width,
      height: entry.svg[mode].height,
      loading: 'lazy',
      decoding: 'async',
    }),
  );
  const links = modes.map((mode) =>
    element(
      'a',
      {
        className: ['static-diagram__full-size-link', `static-diagram__full-size-link--${mode}`],
        href: url(entry.svg[mode]),
        target: '_blank',
        rel: ['noopener'],
      },
      [{type: 'text', value: 'Open diagram full size'}],
    ),
  );
  const wide = entry.svg.light.width > WIDE_DIAGRAM_WIDTH;
  return element('figure', {className: ['static-diagram', ...(wide ? ['static-diagram--wide'] : [])]}, [
    ...images,
    element('div', {className: ['static-diagram__full-size']}, links),
  ]);
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element {
  return {type: 'element', tagName, properties, children};
}
