import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The stock doc footer (tags, edit link), followed by the page-feedback question when an endpoint is configured. */
export default function FooterWrapper(props: Props) {
  const {siteConfig} = useDocusaurusContext();
  const endpoint = siteConfig.customFields?.feedbackUrl;
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      {typeof endpoint === 'string' && <PageFeedback key={metadata.id} endpoint={endpoint} title={metadata.title} />}
    </>
  );
}
