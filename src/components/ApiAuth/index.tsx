import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type ApiKeyScheme = {type?: string; in?: string; name?: string};
export type AuthInfo = {
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, ApiKeyScheme>;
  'x-mynah-scope'?: string;
};

/** The operation's authentication (the API key header, from `security`) and the scope its key needs. */
export default function ApiAuth({api}: {api: AuthInfo}) {
  const schemes = (api.security ?? []).flatMap((requirement) => Object.keys(requirement));
  const headers = schemes
    .map((name) => api.securitySchemes?.[name])
    .filter((s): s is ApiKeyScheme => s?.type === 'apiKey' && s.in === 'header' && !!s.name);
  const scope = api['x-mynah-scope'];
  if (!headers.length && !scope) return null;
  return (
    <dl className={styles.auth}>
      {headers.length > 0 && (
        <>
          <dt>Authentication</dt>
          <dd>
            API key in the{' '}
            {headers.map((h) => (
              <code key={h.name}>{h.name}</code>
            ))}{' '}
            header (<Link to="/api/introduction#authentication">how to create one</Link>)
          </dd>
        </>
      )}
      {scope && (
        <>
          <dt>Scope</dt>
          <dd>
            <code>{scope}</code>: a key without it gets <code>403 insufficient_scope</code>
          </dd>
        </>
      )}
    </dl>
  );
}
