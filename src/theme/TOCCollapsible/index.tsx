import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import TOCCollapsible from '@theme-original/TOCCollapsible';
import type {Props} from '@theme/TOCCollapsible';
import TOCItems from '@theme/TOCItems';

/**
 * "On this page" on phones. The stock disclosure is a script (its list is not even in the HTML until
 * opened), so without JavaScript it did nothing. A `<details>` with the same list stands in for it then:
 * inside `<noscript>`, so a browser that runs scripts never builds it, and shown only with
 * `@media (scripting: none)` (src/css/no-script.css).
 */
export default function TOCCollapsibleWrapper(props: Props): ReactNode {
  const {toc, className, minHeadingLevel, maxHeadingLevel} = props;
  return (
    <>
      <TOCCollapsible {...props} />
      <noscript>
        <details className={clsx(className, 'toc-no-script')}>
          <summary>On this page</summary>
          <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
        </details>
      </noscript>
    </>
  );
}
