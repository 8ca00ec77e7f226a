import Original from '@theme-original/TOC';
import {hydratedLater} from '@site/src/components/HydrateLater';

/** The desktop table of contents (one `div`), hydrated in its own task after the page around it. */
export default hydratedLater('toc', Original);
