import type {ApiParameter} from '@site/src/utils/api-samples';

export type Server = {url: string; description?: string};
export type TryItOperation = {servers?: Server[]; parameters?: ApiParameter[]; [key: string]: unknown};

/** `us` from `https://us.api.mynah.app/v1`. */
export function regionOf(server: Server): string {
  return new URL(server.url).hostname.split('.')[0];
}

/**
 * The operation as the request builder should start: the chosen server first (it picks the first),
 * each parameter with an example already set to it, and the body set to the selected example.
 */
export function requestItem<T extends TryItOperation>(
  api: T,
  serverUrl: string | undefined,
  body: unknown,
): T & {jsonRequestBodyExample: unknown} {
  const servers = api.servers ?? [];
  const chosen = servers.find((s) => s.url === serverUrl);
  return {
    ...api,
    servers: chosen ? [chosen, ...servers.filter((s) => s !== chosen)] : servers,
    parameters: (api.parameters ?? []).map((p) => {
      const example = p.example ?? p.schema?.example;
      if (example === undefined) return p;
      // The builder's inputs are uncontrolled: the value goes into its state, the placeholder shows it.
      return {...p, value: String(example), description: `${String(example)} (from the example)`};
    }),
    jsonRequestBodyExample: body,
  };
}
