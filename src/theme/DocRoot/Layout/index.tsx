import Original from '@theme-original/DocRoot/Layout';
import {hydratedLater} from '@site/src/components/HydrateLater';

/**
 * The doc page's frame below the navbar (one `div`: back-to-top button, sidebar column, breadcrumbs,
 * pagination, doc footer), hydrated in its own task after the navbar and providers. The parts inside
 * it (sidebar, body, TOC) wait for later tasks still.
 */
export default hydratedLater('doc-root', Original);
