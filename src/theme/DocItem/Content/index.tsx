import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof ContentType>;

/** The doc's body (one `div.markdown`), hydrated in its own task after the page around it. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <HydrateLater id="doc-content">
      <Content {...props} />
    </HydrateLater>
  );
}
