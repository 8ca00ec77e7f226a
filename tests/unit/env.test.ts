import {describe, expect, it} from 'vitest';
import {readSiteEnv, STAND_IN_BOT_ID} from '../../config/env';

const real = {
  CHAT_ORIGIN: 'https://chat.mynah.app/',
  CHAT_BOT_ID: 'x1700000000001',
  CHAT_WIDGET_URL: 'https://cdn.mynah.app/widget/v2/widget.js',
};

describe('readSiteEnv', () => {
  it('uses the local stand-in for chat and feedback when nothing is set', () => {
    const env = readSiteEnv({});
    expect(env.chat).toEqual({
      origin: 'http://127.0.0.1:4310',
      botId: STAND_IN_BOT_ID,
      widgetUrl: 'http://127.0.0.1:4310/widget.js',
      standIn: true,
    });
    expect(env.feedbackUrl).toBe('http://127.0.0.1:4310/api/feedback');
    expect(env.gtagId).toBeUndefined();
  });

  it('moves the stand-in with CHAT_STAND_IN_PORT', () => {
    const env = readSiteEnv({CHAT_STAND_IN_PORT: '4999'});
    expect(env.chat.origin).toBe('http://127.0.0.1:4999');
    expect(env.feedbackUrl).toBe('http://127.0.0.1:4999/api/feedback');
  });

  it('talks only to the real provider when the CHAT_* variables are set', () => {
    const env = readSiteEnv(real);
    expect(env.chat).toEqual({
      origin: 'https://chat.mynah.app',
      botId: 'x1700000000001',
      widgetUrl: 'https://cdn.mynah.app/widget/v2/widget.js',
      standIn: false,
    });
    // No feedback endpoint configured: the footer is off rather than posting to localhost.
    expect(env.feedbackUrl).toBeUndefined();
    expect(readSiteEnv({...real, FEEDBACK_URL: 'https://feedback.mynah.app/v1/votes'}).feedbackUrl).toBe(
      'https://feedback.mynah.app/v1/votes',
    );
  });

  it('refuses a partial chat configuration', () => {
    expect(() => readSiteEnv({CHAT_ORIGIN: real.CHAT_ORIGIN})).toThrow(
      'Set CHAT_ORIGIN, CHAT_BOT_ID, CHAT_WIDGET_URL together (missing: CHAT_BOT_ID, CHAT_WIDGET_URL)',
    );
    expect(() => readSiteEnv({CHAT_BOT_ID: 'x'})).toThrow(/missing: CHAT_ORIGIN, CHAT_WIDGET_URL/);
  });

  it('refuses URLs that are not absolute http(s)', () => {
    expect(() => readSiteEnv({...real, CHAT_ORIGIN: 'chat.mynah.app'})).toThrow(/CHAT_ORIGIN must be an absolute/);
    expect(() => readSiteEnv({...real, CHAT_WIDGET_URL: 'javascript:alert(1)'})).toThrow(/CHAT_WIDGET_URL/);
    expect(() => readSiteEnv({CHAT_STAND_IN_PORT: 'abc'})).toThrow(/CHAT_STAND_IN_PORT/);
  });

  it('ignores blank values', () => {
    expect(readSiteEnv({CHAT_ORIGIN: '  ', GTAG_ID: ''}).chat.standIn).toBe(true);
  });
});
