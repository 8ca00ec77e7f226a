import type {Plugin} from '@docusaurus/types';
import {REMEMBER_EARLY_SEARCH} from './remember-request';

/**
 * Puts the inline script that remembers an early search request (remember-request.ts says why) at the
 * start of every page's head.
 */
export default function earlySearchInputPlugin(): Plugin {
  return {
    name: 'early-search-input',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: REMEMBER_EARLY_SEARCH}]};
    },
  };
}
