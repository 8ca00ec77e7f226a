import type {ClientModule} from '@docusaurus/types';
import {canonicalPath} from '../utils/canonical-path';

/**
 * Old links end in `.html` or `/index`. The production server redirects them;
 * this catches the ones followed inside the app (and hosts without redirects),
 * replacing the URL before the not-found page can show.
 */
function redirectLegacyPath(): void {
  const {pathname, search, hash} = window.location;
  const target = canonicalPath(pathname);
  if (target !== pathname) window.location.replace(`${target}${search}${hash}`);
}

const legacyPaths: ClientModule = {
  onRouteUpdate({location}) {
    if (canonicalPath(location.pathname) !== location.pathname) redirectLegacyPath();
  },
};

if (typeof window !== 'undefined') redirectLegacyPath();

export default legacyPaths;
