import Original from '@theme-original/Navbar/Content';
import {hydratedLater} from '@site/src/components/HydrateLater';

/** The navbar's items (one `div.navbar__inner`), hydrated in their own task after the page around them. */
export default hydratedLater('navbar-content', Original);
