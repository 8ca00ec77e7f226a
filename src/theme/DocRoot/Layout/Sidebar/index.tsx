import Original from '@theme-original/DocRoot/Layout/Sidebar';
import {hydratedLater} from '@site/src/components/HydrateLater';

/** The doc sidebar (one `aside`), hydrated in its own task after the page around it. */
export default hydratedLater('doc-sidebar', Original);
