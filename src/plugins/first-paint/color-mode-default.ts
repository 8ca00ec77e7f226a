/**
 * The inline script that makes light the default colour mode for first-time
 * readers while keeping the three-way light/dark/system toggle.
 *
 * Docusaurus stores an explicit choice under `theme<namespace>` and deletes the
 * key when the reader picks "system". With `respectPrefersColorScheme` on, a
 * missing key means "system", so a new reader would follow the OS. This script
 * runs before Docusaurus's own theme script and, on the very first visit only,
 * stores "light"; later visits leave the key alone, so "system" sticks.
 * Storage that is unavailable is skipped (the page then follows the OS).
 */
export function colorModeDefaultScript({storageType, namespace}: {storageType: string; namespace: string}): string {
  const themeKey = JSON.stringify(`theme${namespace}`);
  const seenKey = JSON.stringify(`mynah.colorMode.initialised${namespace}`);
  return `(function(){try{var s=window[${JSON.stringify(storageType)}];if(s.getItem(${seenKey})===null){s.setItem(${seenKey},'1');if(s.getItem(${themeKey})===null)s.setItem(${themeKey},'light');}}catch(e){}})();`;
}
