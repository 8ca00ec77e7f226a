import {describe, expect, it} from 'vitest';
import {robotsTxt} from './index';

describe('robots.txt', () => {
  it('allows crawling, keeps diagnostics out and names the sitemap on the public origin', () => {
    expect(robotsTxt('https://docs.mynah.app/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /diagnostics/\n\nSitemap: https://docs.mynah.app/sitemap.xml\n',
    );
  });
});
