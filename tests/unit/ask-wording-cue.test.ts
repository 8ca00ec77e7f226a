import {describe, expect, it} from 'vitest';
import {retrieve} from '../../src/ask/retrieve';
import {COVERAGE_DEFAULTS} from '../../src/ask/coverage';
import {LOCAL_DEFAULTS, ranked} from '../../src/ask/local-answerer';
import {siteOf} from './fixtures/ask-docs';

/**
 * Asked what someone hears, sees or is told, a passage that quotes a message gains quoteWeight over a
 * sentence that repeats more of the question's words; asked anything else, it gains nothing. (The
 * fixture's other sentence repeats most of the question, so a larger weight than the default shows it.)
 */

const html = `<html><head><title>Voicemail | Mynah Docs</title><meta name=description content="Voicemail for voice lines.">
<meta name=docsearch:language content=en></head><main><article><div class="theme-doc-markdown markdown">
<header><h1>Voicemail</h1></header>
<p>When nobody answers a transferred call, the caller is sent to voicemail after the ring timeout of the line.
<p>The default prompt a caller gets is "Please leave your name and number after the tone."
</div></article></main></html>`;

const {engine, store} = siteOf([['/docs/voice/voicemail', html]]);

const CUE = 0.6;

async function best(question: string, quoteWeight = CUE): Promise<string> {
  const retrieval = await retrieve(engine, store, question);
  return ranked(retrieval, question, {...LOCAL_DEFAULTS, ...COVERAGE_DEFAULTS, quoteWeight})[0].text;
}

describe('a question about the wording of a message', () => {
  it('is answered by the passage that quotes it', async () => {
    expect(await best('When nobody answers a transferred call, what does the caller hear?')).toContain(
      'Please leave your name',
    );
  });

  it('which the question’s words alone would not put first', async () => {
    expect(await best('When nobody answers a transferred call, what does the caller hear?', 0)).toContain(
      'ring timeout',
    );
  });

  it('but a question that asks something else is not', async () => {
    expect(await best('When nobody answers a transferred call, where does the caller go?')).toContain('ring timeout');
  });
});
