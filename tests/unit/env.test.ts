import {describe, expect, it} from 'vitest';
import {readAskServerEnv, readSiteEnv, STAND_IN_BOT_ID} from '../../config/env';

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

describe('Ask AI settings', () => {
  it('answers locally by default, with votes going to the stand-in', () => {
    expect(readSiteEnv({}).ask).toEqual({
      answerer: 'local',
      endpoint: null,
      assistantId: null,
      feedbackUrl: 'http://127.0.0.1:4310/api/ask-feedback',
    });
    expect(readSiteEnv({CHAT_STAND_IN_PORT: '4999'}).ask.feedbackUrl).toBe('http://127.0.0.1:4999/api/ask-feedback');
  });

  it('follows what is configured: an endpoint means llm, an assistant id means algolia', () => {
    expect(readSiteEnv({ASK_AI_ENDPOINT: 'https://ask.mynah.app/ask'}).ask).toMatchObject({
      answerer: 'llm',
      endpoint: 'https://ask.mynah.app/ask',
    });
    expect(readSiteEnv({ALGOLIA_ASSISTANT_ID: 'asst_1'}).ask).toMatchObject({
      answerer: 'algolia',
      assistantId: 'asst_1',
    });
    // An explicit choice wins, and settings for other answerers are dropped.
    expect(readSiteEnv({ASK_AI_ANSWERER: 'local', ASK_AI_ENDPOINT: 'https://ask.mynah.app/ask'}).ask).toMatchObject({
      answerer: 'local',
      endpoint: null,
    });
    expect(readSiteEnv({ASK_AI_ANSWERER: 'OFF'}).ask.answerer).toBe('off');
  });

  it('refuses an unknown answerer, or one without what it needs', () => {
    expect(() => readSiteEnv({ASK_AI_ANSWERER: 'gpt'})).toThrow(
      'ASK_AI_ANSWERER is "gpt"; it must be one of: local, llm, algolia, off.',
    );
    expect(() => readSiteEnv({ASK_AI_ANSWERER: 'llm'})).toThrow(/needs ASK_AI_ENDPOINT/);
    expect(() => readSiteEnv({ASK_AI_ANSWERER: 'algolia'})).toThrow(/needs ALGOLIA_ASSISTANT_ID/);
    expect(() => readSiteEnv({ASK_AI_ENDPOINT: 'ask.mynah.app'})).toThrow(/ASK_AI_ENDPOINT must be an absolute/);
  });

  it('sends votes to ASK_AI_FEEDBACK_URL, else to the search analytics endpoint, else nowhere with a real chat provider', () => {
    const real = {
      CHAT_ORIGIN: 'https://chat.mynah.app',
      CHAT_BOT_ID: 'x1',
      CHAT_WIDGET_URL: 'https://cdn.mynah.app/w.js',
    };
    expect(readSiteEnv({ASK_AI_FEEDBACK_URL: 'https://votes.mynah.app/ask'}).ask.feedbackUrl).toBe(
      'https://votes.mynah.app/ask',
    );
    expect(readSiteEnv({ASK_AI_FEEDBACK_URL: '/api/votes'}).ask.feedbackUrl).toBe('/api/votes');
    expect(readSiteEnv({SEARCH_ANALYTICS_ENDPOINT: '/events'}).ask.feedbackUrl).toBe('/events');
    expect(readSiteEnv(real).ask.feedbackUrl).toBeNull();
    expect(() => readSiteEnv({ASK_AI_FEEDBACK_URL: 'javascript:alert(1)'})).toThrow(/ASK_AI_FEEDBACK_URL/);
  });
});

describe('ask server settings', () => {
  const minimal = {ASK_LLM_BASE_URL: 'https://api.example.com/v1/', ASK_LLM_MODEL: 'small-model'};

  it('needs a base URL and a model, and has safe defaults for the rest', () => {
    expect(() => readAskServerEnv({})).toThrow(/needs ASK_LLM_BASE_URL and ASK_LLM_MODEL/);
    expect(readAskServerEnv(minimal)).toEqual({
      baseUrl: 'https://api.example.com/v1',
      apiKey: undefined,
      model: 'small-model',
      port: 4340,
      host: '127.0.0.1',
      allowedOrigins: ['https://docs.mynah.app', 'http://localhost:3000', 'http://127.0.0.1:3000'],
      rateLimitPerMinute: 10,
      timeoutMs: 30_000,
      buildDir: 'build',
      trustProxy: false,
    });
  });

  it('reads the key, origins, limits and port', () => {
    const env = readAskServerEnv({
      ...minimal,
      ASK_LLM_API_KEY: 'sk-test',
      ASK_ALLOWED_ORIGINS: 'https://docs.example.com/, http://localhost:4183',
      ASK_RATE_LIMIT: '3',
      ASK_TIMEOUT_MS: '5000',
      ASK_SERVER_PORT: '4341',
      ASK_TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({
      apiKey: 'sk-test',
      allowedOrigins: ['https://docs.example.com', 'http://localhost:4183'],
      rateLimitPerMinute: 3,
      timeoutMs: 5000,
      port: 4341,
      trustProxy: true,
    });
  });

  it('refuses values that are not numbers or URLs', () => {
    expect(() => readAskServerEnv({...minimal, ASK_RATE_LIMIT: '0'})).toThrow(/ASK_RATE_LIMIT must be a whole number/);
    expect(() => readAskServerEnv({...minimal, ASK_TIMEOUT_MS: 'soon'})).toThrow(/ASK_TIMEOUT_MS/);
    expect(() => readAskServerEnv({...minimal, ASK_LLM_BASE_URL: 'api.example.com'})).toThrow(/ASK_LLM_BASE_URL/);
    expect(() => readAskServerEnv({...minimal, ASK_ALLOWED_ORIGINS: '*'})).toThrow(/ASK_ALLOWED_ORIGINS/);
  });
});
