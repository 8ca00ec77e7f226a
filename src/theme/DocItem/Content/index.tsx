import Original from '@theme-original/DocItem/Content';
import {hydratedLater} from '@site/src/components/HydrateLater';

/** The doc's body (one `div.markdown`), hydrated in its own task after the page around it. */
export default hydratedLater('doc-content', Original);
