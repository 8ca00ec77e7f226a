import {describe, expect, it} from 'vitest';
import {retrieve} from '../../src/ask/retrieve';
import {COVERAGE_DEFAULTS} from '../../src/ask/coverage';
import {LOCAL_DEFAULTS, ranked} from '../../src/ask/local-answerer';
import {siteOf} from './fixtures/ask-docs';

/**
 * Asked how far something can go ("how long can …", "the largest …"), the answer is the sentence that
 * states a bound or a range, not one that states a value of the same kind in passing.
 */

const html = `<html><head><title>Reminders | Mynah Docs</title><meta name=description content="Reminders in journeys.">
<meta name=docsearch:language content=en></head><main><article><div class="theme-doc-markdown markdown">
<header><h1>Reminders</h1></header>
<p>A reminder waits 2 days by default before it is sent to the customer.
<p>A reminder can wait anywhere from 1 hour to 30 days before it is sent.
<h2 id=delivery-windows>Delivery windows</h2>
<p>For example, a courier reminder waits 2 hours for its delivery slot of 10:00–12:00.
<p>A courier reminder waits at most 3 days for its slot.
</div></article></main></html>`;

const {engine, store} = siteOf([['/docs/engage/reminders', html]]);

async function best(question: string): Promise<string> {
  const retrieval = await retrieve(engine, store, question);
  return ranked(retrieval, question, {...LOCAL_DEFAULTS, ...COVERAGE_DEFAULTS})[0].text;
}

describe('a question about how far something can go', () => {
  it('is answered by the bound or range', async () => {
    expect(await best('How long can a reminder wait before it is sent?')).toContain('1 hour to 30 days');
  });

  it('takes a time of day for a value, not for a range: "10:00–12:00" bounds nothing', async () => {
    expect(await best('How long can a courier reminder wait for its slot?')).toContain('at most 3 days');
  });

  it('but a question about the usual value is not', async () => {
    expect(await best('How long does a reminder wait before it is sent?')).toContain('2 days by default');
  });
});
