import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof TOCType>;

/** The desktop table of contents (one `div`), hydrated in its own task after the page around it. */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <HydrateLater id="toc">
      <TOC {...props} />
    </HydrateLater>
  );
}
