import React, {type ComponentType} from 'react';
import clsx from 'clsx';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import DocPaginator from '@theme/DocPaginator';
import type {PropNavigation} from '@docusaurus/plugin-content-docs';
import MethodBadge from '@site/src/components/MethodBadge';
import ApiSamples from '@site/src/components/ApiSamples';
import PageMenu from '@site/src/components/PageMenu';
import ApiAuth, {type AuthInfo} from '@site/src/components/ApiAuth';
import ApiResponses from '@site/src/components/ApiResponses';
import ApiDescriptionLinks from '@site/src/components/ApiDescriptionLinks';
import type {OperationExamples} from '@site/src/utils/api-examples';
import type {ApiOperation} from '@site/src/utils/api-samples';
import {apiPageMeta} from '@site/src/utils/api-page-meta';
import styles from './styles.module.css';
import HydrationBoundary from '@site/src/components/HydrationBoundary';

type ApiMetadata = {
  title: string;
  description: string;
  permalink: string;
  api?: ApiOperation & AuthInfo & OperationExamples & {description?: string} & Record<string, unknown>;
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
  const {title, description, permalink, api, previous, next} = metadata;
  // The plugin also renders its first item (the introduction) at the API root, /api.
  const atApiRoot = useLocation().pathname !== permalink;
  const meta = apiPageMeta({title, description, operationDescription: api?.description, atApiRoot});
  return (
    <>
      <PageMetadata
        title={meta.title}
        description={meta.description}
        keywords={frontMatter.keywords}
        image={frontMatter.image}
      />
      <div className="row">
        {/* Both columns sized: a bare .col takes the whole row until the browser has parsed its sibling,
            and narrowing it then moved the whole page (CLS 0.26 on a slow load). */}
        <div className={clsx('col', api ? 'col--7' : 'col--9')}>
          <div className={styles.container}>
            <article>
              <PageMenu />
              {api && (
                <p className={styles.endpoint}>
                  <MethodBadge method={api.method} />
                  <code className={styles.path}>{api.path}</code>
                </p>
              )}
              {api && <ApiAuth api={api} />}
              <ApiDescriptionLinks withWebhooks={!api} />
              {/* The generated schema tables run to over 1,000 elements: a unit of hydration of their own. */}
              <HydrationBoundary>
                <div className={clsx('theme-api-markdown', 'markdown')}>
                  <ApiContent />
                </div>
              </HydrationBoundary>
              {api && <ApiResponses api={api} />}
            </article>
            <DocPaginator previous={previous} next={next} />
          </div>
        </div>
        <div className={clsx('col', api ? 'col--5' : 'col--3')}>
          {api && (
            <HydrationBoundary>
              <ApiSamples api={api} permalink={permalink} />
            </HydrationBoundary>
          )}
        </div>
      </div>
    </>
  );
}
