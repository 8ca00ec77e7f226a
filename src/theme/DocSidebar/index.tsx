import Original from '@theme-original/DocSidebar';
import {withHydrationBoundary} from '@site/src/components/HydrationBoundary';

/**
 * The sidebar of doc and API pages (`docusaurus-theme-openapi`'s `ApiPage` uses it too) hydrates as a
 * unit of its own (see HydrationBoundary): with ~100 category links it is one of the largest parts of
 * a doc page, and a click on a category during hydration is replayed once it has hydrated.
 */
export default withHydrationBoundary(Original);
