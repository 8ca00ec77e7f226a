import React, {type ComponentType} from 'react';
import clsx from 'clsx';
import {PageMetadata} from '@docusaurus/theme-common';
import DocPaginator from '@theme/DocPaginator';
import type {PropNavigation} from '@docusaurus/plugin-content-docs';
import MethodBadge from '@site/src/components/MethodBadge';
import ApiSamples from '@site/src/components/ApiSamples';
import type {ApiOperation} from '@site/src/utils/api-samples';
import styles from './styles.module.css';

type ApiMetadata = {
  title: string;
  description: string;
  api?: ApiOperation & Record<string, unknown>;
} & PropNavigation;

type Props = {
  content: ComponentType & {metadata: ApiMetadata; frontMatter: {image?: string; keywords?: string[]}};
};

/**
 * Replaces docusaurus-theme-openapi's ApiItem (not a wrapper: the original renders
 * a placeholder on the server and the request builder in the browser, which is a
 * hydration mismatch and puts ~1.8 MB of JS on every API page). This version
 * renders the same layout on server and client: the method and path heading, the
 * generated content, build-time code samples, and the request builder on demand.
 */
export default function ApiItem({content: ApiContent}: Props) {
  const {metadata, frontMatter} = ApiContent;
  const {title, description, api, previous, next} = metadata;
  return (
    <>
      <PageMetadata title={title} description={description} keywords={frontMatter.keywords} image={frontMatter.image} />
      <div className="row">
        <div className="col">
          <div className={styles.container}>
            <article>
              {api && (
                <p className={styles.endpoint}>
                  <MethodBadge method={api.method} />
                  <code className={styles.path}>{api.path}</code>
                </p>
              )}
              <div className={clsx('theme-api-markdown', 'markdown')}>
                <ApiContent />
              </div>
            </article>
            <DocPaginator previous={previous} next={next} />
          </div>
        </div>
        <div className={clsx('col', api ? 'col--5' : 'col--3')}>{api && <ApiSamples api={api} />}</div>
      </div>
    </>
  );
}
