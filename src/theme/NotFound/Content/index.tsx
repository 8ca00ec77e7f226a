import React from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ContentType>;

const suggestions = [
  {label: 'Help Docs: getting started', to: '/docs/platform_concepts/getting-started'},
  {label: 'Use case guides', to: '/docs/cookbooks/getting_started'},
  {label: 'API Reference', to: '/api'},
  {label: 'All documentation', to: '/docs'},
];

/**
 * The stock not-found message, followed by the places most readers were looking for. The page is
 * served for every unknown path, so it asks search engines not to index it.
 */
export default function ContentWrapper(props: Props) {
  return (
    <>
      <PageMetadata description="The page you asked for does not exist in Mynah Docs; search the docs or start from one of the suggested pages." />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Content {...props} />
      <nav aria-label="Suggested pages" className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <p>
              Try searching with <kbd>Ctrl</kbd> + <kbd>K</kbd>, or start from one of these pages:
            </p>
            <ul>
              {suggestions.map((s) => (
                <li key={s.to}>
                  <Link to={s.to}>{s.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
