import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {PAGE_END_ID} from '@site/src/plugins/first-paint/page-end';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof FooterType>;

/**
 * The theme's footer, followed by an empty marker that ends the page's markup. The browser holds the
 * first paint until it has parsed the marker (src/plugins/first-paint), so a half-parsed navbar or
 * footer is never painted and then moved.
 *
 * The footer (one `footer`, ~100 components of links) hydrates in a task of its own, after the rest
 * of the page (HydrateLater), so the first hydration is shorter.
 */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <HydrateLater id="footer">
        <Footer {...props} />
      </HydrateLater>
      <div id={PAGE_END_ID} hidden />
    </>
  );
}
