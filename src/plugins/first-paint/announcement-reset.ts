/**
 * The inline script that shows a new announcement to readers who dismissed an
 * older one, from the first paint.
 *
 * Docusaurus hides the bar before React loads when its "dismissed" flag is set,
 * and only compares announcement ids after hydration; the hiding attribute then
 * stays, so a new announcement stays hidden until the next page load. This script
 * runs first and clears the flag when the stored id differs from the current one
 * (treating the old misspelled default id as the correct spelling, as upstream does).
 */
export function announcementResetScript({
  storageType,
  namespace,
  announcementId,
}: {
  storageType: string;
  namespace: string;
  announcementId: string;
}): string {
  const idKey = JSON.stringify(`docusaurus.announcement.id${namespace}`);
  const dismissKey = JSON.stringify(`docusaurus.announcement.dismiss${namespace}`);
  return `(function(){try{var s=window[${JSON.stringify(storageType)}];var v=s.getItem(${idKey});if(v==='annoucement-bar')v='announcement-bar';if(v!==null&&v!==${JSON.stringify(announcementId)})s.setItem(${dismissKey},'false');}catch(e){}})();`;
}
