import type {Plugin} from '@docusaurus/types';
import {REMEMBER_EARLY_CLICKS} from './remember-clicks';

/**
 * Puts the inline script that remembers clicks made before the app starts (remember-clicks.ts says
 * why) in every page's head; src/client-modules/replay-early-clicks.ts replays them.
 */
export default function earlyClicksPlugin(): Plugin {
  return {
    name: 'early-clicks',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: REMEMBER_EARLY_CLICKS}]};
    },
  };
}
