import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import PageMenu from '@site/src/components/PageMenu';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/** The stock breadcrumbs with the page menu (copy as Markdown, open in an assistant) at the end of the row. */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <PageMenu />
    </div>
  );
}
