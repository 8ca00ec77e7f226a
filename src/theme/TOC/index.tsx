import Original from '@theme-original/TOC';
import {withHydrationBoundary} from '@site/src/components/HydrationBoundary';

/** The desktop table of contents hydrates as a unit of its own (see HydrationBoundary). */
export default withHydrationBoundary(Original);
