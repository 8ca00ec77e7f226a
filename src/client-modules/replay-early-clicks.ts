import type {ClientModule} from '@docusaurus/types';
import {EARLY_CLICKS} from '../plugins/early-clicks/remember-clicks';

type EarlyClickWindow = Window & {[EARLY_CLICKS]?: Element[]};

/**
 * Clicks again, once the app has rendered, the controls a reader clicked before React was listening
 * (src/plugins/early-clicks/remember-clicks.ts). By the first route update React has attached its
 * listeners; a control inside a part that has not hydrated yet is hydrated first by React and then gets
 * the click. The replay waits for a task of its own: React is still committing when this runs.
 */
function replayEarlyClicks(): void {
  const early = window as EarlyClickWindow;
  const clicked = early[EARLY_CLICKS] ?? [];
  early[EARLY_CLICKS] = [];
  for (const control of clicked) {
    control.removeAttribute('aria-busy');
    // A part React rendered afresh (after a mismatch) no longer holds the element the reader clicked.
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}

const replayEarlyClicksModule: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    if (previousLocation === null && (window as EarlyClickWindow)[EARLY_CLICKS]?.length) {
      setTimeout(replayEarlyClicks, 0);
    }
  },
};

export default replayEarlyClicksModule;
