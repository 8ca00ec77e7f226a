import Original from '@theme-original/TOC';
import {DESKTOP_MEDIA, hydratedLater} from '@site/src/components/HydrateLater';

/**
 * The desktop table of contents (one `div`), hydrated in its own task after the page around it, and
 * only at desktop widths (it is hidden on phones).
 */
export default hydratedLater('toc', Original, DESKTOP_MEDIA);
