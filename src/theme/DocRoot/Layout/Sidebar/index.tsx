import Original from '@theme-original/DocRoot/Layout/Sidebar';
import {DESKTOP_MEDIA, hydratedLater} from '@site/src/components/HydrateLater';

/**
 * The doc sidebar (one `aside`), hydrated in its own task after the page around it, and only at
 * desktop widths (on phones it is hidden, and the navbar's drawer shows the sidebar instead).
 */
export default hydratedLater('doc-sidebar', Original, DESKTOP_MEDIA);
