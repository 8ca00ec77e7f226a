import React, {Suspense, lazy, useContext, useEffect, useState} from 'react';
import {Context as DocusaurusContext} from '@docusaurus/core/lib/client/docusaurusContext';
import {readStored, removeStored, writeStored} from '@site/src/utils/safe-storage';
import {regionOf, requestItem, type TryItOperation} from './request-item';
import {operationFileName} from '@site/src/plugins/openapi-page-data/page-item';
import styles from './styles.module.css';

// The plugin's interactive request builder (Redux, Postman SDK, code generators) is large:
// it is fetched only when the reader asks for it.
const RequestBuilder = lazy(() => import('@theme/ApiDemoPanel'));

export const SERVER_KEY = 'mynah.api.server';
export const REMEMBER_KEY = 'mynah.api.remember-key';
/** Where the builder stores a key when persistence is on: under the security scheme's name. */
const STORED_KEY_ITEM = 'ApiKeyAuth';

type Builder = {state: 'closed' | 'loading' | 'failed'} | {state: 'open'; operation: TryItOperation};

/**
 * "Try it": a region picker (remembered), the API key kept in memory unless the reader opts in,
 * and the theme's request builder, loaded on demand, prefilled from the selected example. The page
 * carries only what it renders of the operation (src/plugins/openapi-page-data); the builder needs the
 * whole operation, fetched from beside the page when the reader opens it.
 */
export default function TryIt({api, permalink, body}: {api: TryItOperation; permalink: string; body: unknown}) {
  const servers = api.servers ?? [];
  const [serverUrl, setServerUrl] = useState(servers[0]?.url);
  const [remember, setRemember] = useState(false);
  const [builder, setBuilder] = useState<Builder>({state: 'closed'});
  const context = useContext(DocusaurusContext);

  // Stored choices are read after hydration, so the server HTML and the first client render match.
  useEffect(() => {
    const stored = readStored(SERVER_KEY);
    if (stored && servers.some((s) => s.url === stored)) setServerUrl(stored);
    setRemember(readStored(REMEMBER_KEY) === 'true');
  }, [api.servers]); // eslint-disable-line react-hooks/exhaustive-deps -- servers derives from api.servers

  const openBuilder = async () => {
    setBuilder({state: 'loading'});
    void import('@theme/ApiDemoPanel'); // its code and the operation, fetched side by side
    try {
      const response = await fetch(operationFileName(permalink));
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      setBuilder({state: 'open', operation: (await response.json()) as TryItOperation});
    } catch (error) {
      console.error('Try it: the operation could not be loaded.', error);
      setBuilder({state: 'failed'});
    }
  };

  const chooseServer = (url: string) => {
    setServerUrl(url);
    writeStored(SERVER_KEY, url);
  };
  const chooseRemember = (on: boolean) => {
    setRemember(on);
    if (on) writeStored(REMEMBER_KEY, 'true');
    else {
      removeStored(REMEMBER_KEY);
      removeStored(STORED_KEY_ITEM);
    }
  };

  // The builder reads `themeConfig.api.authPersistance` from the site context: false keeps the key in memory.
  const builderContext = {
    ...context,
    siteConfig: {
      ...context.siteConfig,
      themeConfig: {...context.siteConfig.themeConfig, api: {authPersistance: remember ? 'localStorage' : false}},
    },
  };

  return (
    <div className={styles.tryIt}>
      <h3 className={styles.heading}>Try it</h3>
      <p className={styles.field}>
        <label htmlFor="try-it-server">Server</label>{' '}
        <select id="try-it-server" value={serverUrl} onChange={(e) => chooseServer(e.target.value)}>
          {servers.map((s) => (
            <option key={s.url} value={s.url}>
              {regionOf(s)}: {s.url}
            </option>
          ))}
        </select>
      </p>
      <p className={styles.note} data-testid="key-note">
        Your API key stays in this page&apos;s memory and is sent only in the <code>x-api-key</code> header to the
        server above; use a test key (<code>mk_test_…</code>).
      </p>
      <p className={styles.field}>
        <input
          id="try-it-remember-key"
          type="checkbox"
          checked={remember}
          onChange={(e) => chooseRemember(e.target.checked)}
        />{' '}
        <label htmlFor="try-it-remember-key">Remember my key in this browser (localStorage)</label>
      </p>
      {builder.state === 'open' ? (
        <Suspense fallback={<p role="status">Loading the request builder…</p>}>
          <DocusaurusContext.Provider value={builderContext}>
            <RequestBuilder
              key={`${serverUrl}|${remember}`}
              item={requestItem(builder.operation, serverUrl, body) as never}
            />
          </DocusaurusContext.Provider>
        </Suspense>
      ) : (
        <>
          {builder.state === 'failed' && (
            <p role="alert">The request builder could not be loaded. Check your connection and try again.</p>
          )}
          <button
            type="button"
            className="button button--primary button--block"
            disabled={builder.state === 'loading'}
            onClick={() => void openBuilder()}>
            {builder.state === 'loading' ? 'Loading the request builder…' : 'Try it: open the request builder'}
          </button>
        </>
      )}
    </div>
  );
}
