import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {PAGE_END_ID} from '@site/src/plugins/first-paint/page-end';
import HydrationBoundary from '@site/src/components/HydrationBoundary';

type Props = WrapperProps<typeof FooterType>;

/**
 * The theme's footer, followed by an empty marker that ends the page's markup. The browser holds the
 * first paint until it has parsed the marker (src/plugins/first-paint), so a half-parsed navbar or
 * footer is never painted and then moved.
 *
 * The footer (~100 components of links) hydrates as a unit of its own (HydrationBoundary).
 */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <HydrationBoundary>
        <Footer {...props} />
      </HydrationBoundary>
      <div id={PAGE_END_ID} hidden />
    </>
  );
}
