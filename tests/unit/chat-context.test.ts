import {describe, expect, it, vi} from 'vitest';
import {
  buildPageContext,
  isCloseMessage,
  pageTitle,
  sendPageContext,
  uidFromJid,
  updateUserInfoUrl,
} from '../../src/utils/chat-context';

describe('uidFromJid', () => {
  it.each([
    ['u123@mynah.chat', 'u123'],
    ['a@b@c', 'a'],
    ['visitor-7f3a@', 'visitor-7f3a'],
  ])('%s gives uid %s', (jid, uid) => {
    expect(uidFromJid(jid)).toBe(uid);
  });

  it.each([
    ['a string without @', 'u123'],
    ['an empty string', ''],
    ['nothing before the @', '@mynah.chat'],
    ['a number', 12345],
    ['null', null],
    ['undefined', undefined],
    ['an object', {jid: 'u@x'}],
    ['an array', ['u@x']],
  ])('rejects %s', (_label, jid) => {
    expect(uidFromJid(jid)).toBeUndefined();
  });
});

function fakeDocument(title: string, crumbs: (string | null)[]) {
  return {title, querySelectorAll: () => crumbs.map((textContent) => ({textContent}))} as unknown as Pick<
    Document,
    'title' | 'querySelectorAll'
  >;
}

describe('pageTitle', () => {
  it('is the last breadcrumb, trimmed', () => {
    expect(pageTitle(fakeDocument('Ticket statuses | Mynah Docs', ['', 'Inbox', '  Ticket statuses\n']))).toBe(
      'Ticket statuses',
    );
  });

  it('is the document title when there are no breadcrumbs', () => {
    expect(pageTitle(fakeDocument('Videos | Mynah Docs', []))).toBe('Videos | Mynah Docs');
  });

  it('is the document title when the last breadcrumb has no text', () => {
    expect(pageTitle(fakeDocument('Home | Mynah Docs', [null]))).toBe('Home | Mynah Docs');
  });
});

describe('buildPageContext', () => {
  it('builds the exact body of the spec, with isYmAuth false and the URL twice', () => {
    const body = buildPageContext({
      bot: 'x1',
      uid: 'u1',
      referrer: 'https://docs.mynah.app/docs',
      title: 'Getting started',
      pageUrl: 'https://docs.mynah.app/docs/platform_concepts/getting-started',
      source: 'mynah-docs',
    });
    expect(JSON.stringify(body)).toBe(
      JSON.stringify({
        bot: 'x1',
        uid: 'u1',
        referrer: 'https://docs.mynah.app/docs',
        payload: {title: 'Getting started', pageUrl: 'https://docs.mynah.app/docs/platform_concepts/getting-started'},
        pageUrl: 'https://docs.mynah.app/docs/platform_concepts/getting-started',
        source: 'mynah-docs',
        isYmAuth: false,
      }),
    );
  });
});

describe('updateUserInfoUrl', () => {
  it('puts the bot id in the query, encoded', () => {
    expect(updateUserInfoUrl('https://chat.example', 'x1 2')).toBe(
      'https://chat.example/api/plugin/update-user-info?bot=x1%202',
    );
  });
});

describe('isCloseMessage', () => {
  const origins = ['https://chat.example', 'https://cdn.example'];
  it('accepts "close" from a widget origin', () => {
    expect(isCloseMessage({origin: 'https://chat.example', data: 'close'}, origins)).toBe(true);
    expect(isCloseMessage({origin: 'https://cdn.example', data: 'close'}, origins)).toBe(true);
  });
  it('ignores other origins and other messages', () => {
    expect(isCloseMessage({origin: 'https://evil.example', data: 'close'}, origins)).toBe(false);
    expect(isCloseMessage({origin: 'https://chat.example', data: 'open'}, origins)).toBe(false);
    expect(isCloseMessage({origin: 'https://chat.example', data: {type: 'close'}}, origins)).toBe(false);
  });
});

describe('sendPageContext', () => {
  const context = buildPageContext({bot: 'b', uid: 'u', referrer: '', title: 't', pageUrl: 'p', source: 's'});
  const log = () => ({log: vi.fn(), error: vi.fn()});

  it('POSTs JSON and only logs the response text', async () => {
    const fetch = vi.fn(async () => new Response('{"success":true}', {status: 200}));
    const l = log();
    await sendPageContext('https://chat.example/api', context, {fetch, log: l});
    expect(fetch).toHaveBeenCalledWith('https://chat.example/api', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(context),
    });
    expect(l.log).toHaveBeenCalledWith('{"success":true}');
    expect(l.error).not.toHaveBeenCalled();
  });

  it('logs an error, and does not throw, when the provider is unreachable', async () => {
    const l = log();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendPageContext('u', context, {fetch, log: l})).resolves.toBeUndefined();
    expect(l.error).toHaveBeenCalledWith(
      'Could not send the page context to the chat provider:',
      new TypeError('Failed to fetch'),
    );
  });

  it('logs an error with the response text on an error status', async () => {
    const l = log();
    const fetch = vi.fn(async () => new Response('bad body', {status: 400}));
    await sendPageContext('u', context, {fetch, log: l});
    expect(l.error).toHaveBeenCalledWith(
      'Could not send the page context to the chat provider (HTTP 400):',
      'bad body',
    );
    expect(l.log).not.toHaveBeenCalled();
  });
});
