import React, {type ReactNode, useRef} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * The navbar's mobile drawer, rendered from the first time the reader opens it.
 *
 * Upstream renders the drawer as soon as the viewport is narrow, closed and off-screen: every navbar
 * item in its mobile form, and on doc pages the whole doc sidebar again (twice, as the secondary
 * menu settles). On a phone that was ~600 component renders right after hydration, one long task,
 * for a panel most readers never open. Once opened it stays rendered, so closing still animates.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const opened = useRef(false);
  if (shown) opened.current = true;
  return opened.current ? <MobileSidebar /> : null;
}
