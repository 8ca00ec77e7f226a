import type {Plugin} from '@docusaurus/types';
import {REMEMBER_EARLY_CLICKS} from './remember-clicks';

/**
 * Puts the inline script that keeps clicks made before the app starts, and makes them once it has
 * (remember-clicks.ts says why), in every page's head.
 */
export default function earlyClicksPlugin(): Plugin {
  return {
    name: 'early-clicks',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: REMEMBER_EARLY_CLICKS}]};
    },
  };
}
