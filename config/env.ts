/**
 * Everything the build reads from the environment, in one place.
 * Hosted services are off unless their variables are set; each has a working local default.
 */
export type SiteEnv = {
  /** Public origin of the deployed site, used for canonical URLs and the sitemap. */
  siteUrl: string;
  /** Google Analytics 4 measurement id; page-view analytics is off when empty. */
  gtagId: string | undefined;
};

function read(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export const env: SiteEnv = {
  siteUrl: read('SITE_URL') ?? 'https://docs.mynah.app',
  gtagId: read('GTAG_ID'),
};

export {read as readEnv};
