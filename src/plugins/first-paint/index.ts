import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {colorModeDefaultScript} from './color-mode-default';
import {announcementResetScript} from './announcement-reset';

/**
 * Inline scripts that must run before the first paint, ahead of Docusaurus's own
 * theme and announcement scripts (head tags run before body tags): the light
 * colour-mode default for new readers, and the reset of a dismissed announcement
 * when a new one is configured. Each script is explained in its own file.
 */
export default function firstPaintPlugin(context: LoadContext): Plugin {
  const {type: storageType, namespace} = context.siteStorage;
  const announcementId = (context.siteConfig.themeConfig as ThemeConfig).announcementBar?.id;
  const scripts = [colorModeDefaultScript({storageType, namespace})];
  if (announcementId) scripts.push(announcementResetScript({storageType, namespace, announcementId}));
  return {
    name: 'first-paint',
    injectHtmlTags() {
      return {headTags: scripts.map((innerHTML) => ({tagName: 'script', innerHTML}))};
    },
  };
}
