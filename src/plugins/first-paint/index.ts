import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {colorModeDefaultScript} from './color-mode-default';
import {announcementResetScript} from './announcement-reset';
import {PAGE_END_ID} from './page-end';
import {LOAD_SCRIPTS_AFTER_PAINT} from './scripts-after-paint';

/**
 * Inline scripts that must run before the first paint, ahead of Docusaurus's own
 * theme and announcement scripts (head tags run before body tags): the light
 * colour-mode default for new readers, and the reset of a dismissed announcement
 * when a new one is configured. Each script is explained in its own file.
 *
 * And when the first paint happens: not before the whole page's markup has been
 * parsed. A navbar whose right-hand items arrived one by one, or a footer that grew
 * as its columns arrived, moved what was already on screen (layout shift on a busy
 * phone). A `rel=expect` link holds rendering until the element with its id, an
 * empty marker after the footer, is parsed. The largest page is ~100 KB of HTML,
 * so the cost is small; browsers without rel=expect ignore the link.
 *
 * And, last in the body, the script that fetches the page's scripts after that first paint
 * (scripts-after-paint.ts; config/ssr-template.ts writes the list it reads).
 */
export default function firstPaintPlugin(context: LoadContext): Plugin {
  const {type: storageType, namespace} = context.siteStorage;
  const announcementId = (context.siteConfig.themeConfig as ThemeConfig).announcementBar?.id;
  const scripts = [colorModeDefaultScript({storageType, namespace})];
  if (announcementId) scripts.push(announcementResetScript({storageType, namespace, announcementId}));
  return {
    name: 'first-paint',
    injectHtmlTags() {
      return {
        headTags: [
          ...scripts.map((innerHTML) => ({tagName: 'script', innerHTML})),
          {tagName: 'link', attributes: {rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render'}},
        ],
        postBodyTags: [{tagName: 'script', innerHTML: LOAD_SCRIPTS_AFTER_PAINT}],
      };
    },
  };
}
