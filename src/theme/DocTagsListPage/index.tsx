import React from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof DocTagsListPageType>;

/** Search engines and link previews need a description; the stock tag index has none. */
const TAGS_INDEX_DESCRIPTION =
  'Browse Mynah Docs by topic: every tag, from action nodes and WhatsApp to CSV import, with the pages that carry it.';

export default function DocTagsListPageWrapper(props: Props) {
  return (
    <>
      <PageMetadata description={TAGS_INDEX_DESCRIPTION} />
      <DocTagsListPage {...props} />
    </>
  );
}
