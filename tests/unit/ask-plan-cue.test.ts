import {describe, expect, it} from 'vitest';
import {retrieve} from '../../src/ask/retrieve';
import {COVERAGE_DEFAULTS} from '../../src/ask/coverage';
import {LOCAL_DEFAULTS, ranked} from '../../src/ask/local-answerer';
import {siteOf} from './fixtures/ask-docs';

/**
 * Asked which plan has something, a passage that names a plan gains planWeight over the how-to sentence
 * that repeats more of the question's words; asked anything else, it gains nothing. (The fixture's
 * how-to sentence repeats most of the question, so a larger weight than the default shows the cue.)
 */

const html = `<html><head><title>Call recording | Mynah Docs</title><meta name=description content="Recording voice calls.">
<meta name=docsearch:language content=en></head><main><article><div class="theme-doc-markdown markdown">
<header><h1>Call recording</h1></header>
<p>Switch on call recording for a voice line in VoiceX and pick a recording notice for callers.
<p>Recording is available on Scale and Enterprise.
</div></article></main></html>`;

const {engine, store} = siteOf([['/docs/voice/call-recording', html]]);

const CUE = 0.5;

async function best(question: string, planWeight = CUE): Promise<string> {
  const retrieval = await retrieve(engine, store, question);
  return ranked(retrieval, question, {...LOCAL_DEFAULTS, ...COVERAGE_DEFAULTS, planWeight})[0].text;
}

describe('a question about which plan has something', () => {
  it('is answered by the passage that names the plans', async () => {
    expect(await best('Which plans can switch on call recording for a voice line?')).toContain('Scale and Enterprise');
  });

  it('which the question’s words alone would not put first', async () => {
    expect(await best('Which plans can switch on call recording for a voice line?', 0)).toContain('Switch on');
  });

  it('but a question that asks how is answered by the how-to sentence', async () => {
    expect(await best('How do I switch on call recording for a voice line?')).toContain('Switch on');
  });
});
