import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readSiteEnv} from '../../config/env';
import {
  contentSecurityPolicy,
  headersFile,
  nginxHeaders,
  nginxServerSnippet,
  securityHeaders,
  serviceOrigins,
} from '../../config/security-headers';
import {inlineScriptHashes, scriptHash} from '../../scripts/lib/serving/inline-scripts';

const LOCAL_SEARCH = {provider: 'local', analyticsEndpoint: null};
const HASHES = [scriptHash('a()'), scriptHash('b()')];

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('Content-Security-Policy', () => {
  it('allows only the site and the local stand-in when nothing is configured', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: HASHES,
      origins: serviceOrigins(readSiteEnv({}), LOCAL_SEARCH),
      https: false,
    });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      `'${HASHES[0]}'`,
      `'${HASHES[1]}'`,
      'http://127.0.0.1:4310',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4310']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/algolia|google|unsafe-eval|upgrade-insecure-requests/);
  });

  it('adds each hosted service origin only when its variables are set', () => {
    const site = readSiteEnv({
      CHAT_ORIGIN: 'https://chat.mynah.app',
      CHAT_BOT_ID: 'x1',
      CHAT_WIDGET_URL: 'https://cdn.mynah.app/widget.js',
      GTAG_ID: 'G-TEST',
      FEEDBACK_URL: 'https://votes.mynah.app/feedback',
      ASK_AI_ENDPOINT: 'https://ask.mynah.app/ask',
    });
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      origins: serviceOrigins(site, {provider: 'algolia', analyticsEndpoint: 'https://events.mynah.app/e'}),
      https: true,
    });
    const scripts = directive(policy, 'script-src');
    expect(scripts).toEqual(
      expect.arrayContaining(['https://cdn.mynah.app', 'https://chat.mynah.app', 'https://www.googletagmanager.com']),
    );
    expect(scripts).not.toContain('http://127.0.0.1:4310');
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://chat.mynah.app',
        'https://votes.mynah.app',
        'https://ask.mynah.app',
        'https://events.mynah.app',
        'https://*.algolia.net',
        'https://*.google-analytics.com',
      ]),
    );
    expect(directive(policy, 'frame-src')).toContain('https://chat.mynah.app');
    expect(policy).toContain('upgrade-insecure-requests');
  });
});

describe('inline script hashes', () => {
  it('hashes scripts the browser runs and skips data blocks and external scripts', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="application/json">[]</script>';
    expect(inlineScriptHashes(html)).toEqual([scriptHash('a()'), scriptHash('b()')]);
  });
});

describe('one source for every host', () => {
  const input = {scriptHashes: HASHES, origins: serviceOrigins(readSiteEnv({}), LOCAL_SEARCH)};

  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders({...input, https: false})['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({...input, https: true})['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });

  it('writes every header into _headers and the nginx file, with the same values', () => {
    const headers = securityHeaders({...input, https: true});
    const file = headersFile(input);
    const nginx = nginxHeaders(input);
    for (const [name, value] of Object.entries(headers)) {
      expect(file).toContain(`  ${name}: ${value}\n`);
      expect(nginx).toContain(`add_header ${name} "${value}" always;\n`);
    }
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it("keeps the README's nginx snippet equal to the generated one", () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const block = /<!-- nginx-snippet:start -->\n```nginx\n([\s\S]*?)```\n<!-- nginx-snippet:end -->/.exec(readme);
    expect(block?.[1]).toBe(nginxServerSnippet());
  });
});
