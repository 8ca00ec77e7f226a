import React, {type ReactNode} from 'react';
import type {Props} from '@theme/DocSidebar';
import Original from '@theme-original/DocSidebar';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import {useLocation} from '@docusaurus/router';
import {useWindowSize} from '@docusaurus/theme-common';
import HydrateLater, {DESKTOP_MEDIA, isHeldBack} from '@site/src/components/HydrateLater';

const ID = 'doc-sidebar';

/**
 * The sidebar of doc and API pages (`docusaurus-theme-openapi`'s `ApiPage` uses it too). The desktop
 * sidebar (one `div`) hydrates in its own task after the page around it, and only at desktop widths:
 * on a phone it is hidden, and upstream hydrated it only to remove it a moment later.
 *
 * On a phone the stock component also hands the sidebar to the navbar's drawer (`DocSidebar/Mobile`,
 * which renders nothing in place). While the desktop part is held back that cannot happen inside
 * it, so this renders `DocSidebar/Mobile` beside it instead.
 */
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const {pathname} = useLocation();
  return (
    <>
      <HydrateLater id={ID} media={DESKTOP_MEDIA}>
        <Original {...props} />
      </HydrateLater>
      {windowSize === 'mobile' && isHeldBack(ID, pathname) && <DocSidebarMobile {...props} />}
    </>
  );
}
