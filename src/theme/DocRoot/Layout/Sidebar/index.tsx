import React, {type ReactNode} from 'react';
import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import type SidebarType from '@theme/DocRoot/Layout/Sidebar';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof SidebarType>;

/** The doc sidebar (one `aside`), hydrated in its own task after the page around it. */
export default function SidebarWrapper(props: Props): ReactNode {
  return (
    <HydrateLater id="doc-sidebar">
      <Sidebar {...props} />
    </HydrateLater>
  );
}
