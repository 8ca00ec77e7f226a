import Original from '@theme-original/DocItem/Content';
import {withHydrationBoundary} from '@site/src/components/HydrationBoundary';

/** The doc's body (one `div.markdown`) hydrates as a unit of its own (see HydrationBoundary). */
export default withHydrationBoundary(Original);
