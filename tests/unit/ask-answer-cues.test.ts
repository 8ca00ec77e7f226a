import {describe, expect, it} from 'vitest';
import {retrieve} from '../../src/ask/retrieve';
import {COVERAGE_DEFAULTS} from '../../src/ask/coverage';
import {LOCAL_DEFAULTS, ranked, type LocalTuning} from '../../src/ask/local-answerer';
import {answerOn, docPage, siteOf} from './fixtures/ask-docs';

/**
 * Cues for the kind of answer a question wants, beyond its words: asked which plan has something, a
 * passage that names a plan gains planWeight; asked what someone hears or is told, a passage that quotes
 * a message gains quoteWeight; asked anything else, neither gains. Each fixture's other sentence repeats
 * most of the question, so a larger weight than the default shows the cue.
 */

function sitePage(path: string, title: string, paragraphs: string[]) {
  return siteOf([[path, docPage(title, paragraphs.map((p) => `<p>${p}`).join('\n'))]]);
}

async function best(site: ReturnType<typeof siteOf>, question: string, tuning: Partial<LocalTuning>): Promise<string> {
  const retrieval = await retrieve(site.engine, site.store, question);
  return ranked(retrieval, question, {...LOCAL_DEFAULTS, ...COVERAGE_DEFAULTS, ...tuning})[0].text;
}

describe('a question about which plan has something', () => {
  const site = sitePage('/docs/voice/call-recording', 'Call recording', [
    'Switch on call recording for a voice line in VoiceX and pick a recording notice for callers.',
    'Recording is available on Scale and Enterprise.',
  ]);
  const asked = 'Which plans can switch on call recording for a voice line?';

  it('is answered by the passage that names the plans', async () => {
    expect(await best(site, asked, {planWeight: 0.5})).toContain('Scale and Enterprise');
  });

  it('which the question’s words alone would not put first', async () => {
    expect(await best(site, asked, {planWeight: 0})).toContain('Switch on');
  });

  it('but a question that asks how is answered by the how-to sentence', async () => {
    const how = 'How do I switch on call recording for a voice line?';
    expect(await best(site, how, {planWeight: 0.5})).toContain('Switch on');
  });
});

describe('a question about the wording of a message', () => {
  const site = sitePage('/docs/voice/voicemail', 'Voicemail', [
    'When nobody answers a transferred call, the caller is sent to voicemail after the ring timeout of the line.',
    'The default prompt a caller gets is "Please leave your name and number after the tone."',
  ]);
  const asked = 'When nobody answers a transferred call, what does the caller hear?';

  it('is answered by the passage that quotes it', async () => {
    expect(await best(site, asked, {quoteWeight: 0.6})).toContain('Please leave your name');
  });

  it('which the question’s words alone would not put first', async () => {
    expect(await best(site, asked, {quoteWeight: 0})).toContain('ring timeout');
  });

  it('but a question that asks something else is not', async () => {
    const where = 'When nobody answers a transferred call, where does the caller go?';
    expect(await best(site, where, {quoteWeight: 0.6})).toContain('ring timeout');
  });
});

describe('a question of two parts', () => {
  const site = sitePage('/docs/engage/send-rate', 'Campaign send rate', [
    'A campaign sends 40 messages a second by default on every channel.',
    'Slow a campaign down when replies would swamp your agents: every reply can start a flow, and a slow send spreads the replies over the afternoon.',
    'To slow it, open Advanced and lower Send rate.',
  ]);
  const asked = 'How fast does a campaign send by default, and can I slow it down?';
  const text = async (answerEachPart: boolean): Promise<string> => {
    const answer = await answerOn(site, asked, {answerEachPart});
    return answer.kind === 'answer' ? answer.text : 'declined';
  };

  it('is answered in both parts: the amount, and the passage about slowing down, which states none', async () => {
    const answer = await text(true);
    expect(answer).toContain('40 messages a second');
    expect(answer).toMatch(/slow/i);
  });

  it('where the whole question alone keeps only passages that state an amount', async () => {
    expect(await text(false)).not.toMatch(/slow/i);
  });
});
