/** Where the OpenAPI description is published with the site (written by src/plugins/api-webhooks). */
export const DESCRIPTION_URLS = {yaml: '/api/mynah.yaml', json: '/api/mynah.json'} as const;

/** The webhook pages built from the description's `x-webhooks` section. */
export const WEBHOOKS_BASE = '/api/webhooks';
export const VERIFY_SIGNATURES_PATH = `${WEBHOOKS_BASE}/verify-signatures`;
