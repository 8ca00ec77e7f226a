import React from 'react';
import Link from '@docusaurus/Link';
import {DESCRIPTION_URLS, VERIFY_SIGNATURES_PATH, WEBHOOKS_BASE} from '@site/src/utils/api-description';
import styles from './styles.module.css';

/**
 * Links to the published OpenAPI description (for code generators) and to the webhook pages.
 * Plain anchors for the files: they are written by a plugin after the build, not routes.
 */
export default function ApiDescriptionLinks({withWebhooks = false}: {withWebhooks?: boolean}) {
  return (
    <p className={styles.links}>
      OpenAPI description:{' '}
      <a href={DESCRIPTION_URLS.yaml} download="mynah.yaml">
        mynah.yaml
      </a>{' '}
      ·{' '}
      <a href={DESCRIPTION_URLS.json} download="mynah.json">
        mynah.json
      </a>
      {withWebhooks && (
        <>
          {' '}
          · <Link to={WEBHOOKS_BASE}>Webhooks</Link> ·{' '}
          <Link to={VERIFY_SIGNATURES_PATH}>Verify webhook signatures</Link>
        </>
      )}
    </p>
  );
}
