import {describe, expect, it} from 'vitest';
import {compoundsOf, productNamesOf, unknownCompounds} from '../../src/ask/compounds';
import {retrieve} from '../../src/ask/retrieve';
import {COVERAGE_DEFAULTS} from '../../src/ask/coverage';
import {answerTextOn, docPage, siteOf} from './fixtures/ask-docs';

/**
 * A hyphenated name the docs never use ("split-screen") is asked about as one thing, though search
 * reads it as two words the docs do use ("split", "screen"). Examples written for this file.
 */

describe('the compounds of a question', () => {
  it('are its hyphenated names, not words that only describe their first part', () => {
    expect(compoundsOf('Can we hot-swap a bot mid-conversation with a CRM-based rule?').map((c) => c.compound)).toEqual(
      ['hot-swap', 'mid-conversation'],
    );
    expect(compoundsOf('Is there a Slack-style thread view or an Inbox-like list?')).toEqual([]);
    expect(compoundsOf('Does the follow-up go out?')).toEqual([{compound: 'follow-up', parts: ['follow', 'up']}]);
  });

  it('are unknown when the index lacks the joined form and no section found writes the parts side by side', () => {
    const none = () => false;
    // "hand over mid conversation" writes mid-conversation's parts side by side; nothing writes hot-swap's.
    expect(
      unknownCompounds('Can we hot-swap a bot mid-conversation?', none, () => [
        'you can hand over mid conversation',
      ]).map((c) => c.compound),
    ).toEqual(['hot-swap']);
    // Any ending of the last part, and no space at all, count as side by side.
    expect(unknownCompounds('Does it re-sync?', none, () => ['sources resynced daily'])).toEqual([]);
    expect(unknownCompounds('Can agents screen-share?', none, () => ['agents share a screen'])).toHaveLength(1);
    expect(unknownCompounds('Can agents screen-share?', none, () => ['screen sharing is off'])).toEqual([]);
    // The index holds "hotswap" when any page writes "hot-swap" or "hotswap".
    expect(
      unknownCompounds(
        'Can we hot-swap a bot?',
        (term) => term === 'hotswap',
        () => [],
      ),
    ).toEqual([]);
  });
});

describe('a question about a compound the docs never use', () => {
  const site = siteOf([
    [
      '/docs/inbox/chats',
      docPage(
        'Inbox chats',
        `<p>Agents answer chats in the Inbox. A long chat can be split into two by its agent.
         <h2 id=layout>Layout</h2><p>The chat list sits on the left of the screen, the open chat on the right.
         <h2 id=replies>Canned replies</h2><p>Agents insert a canned reply with a slash and its shortcut.`,
        'Answer chats in the Inbox.',
      ),
    ],
  ]);
  const defaults = {maxUnknown: COVERAGE_DEFAULTS.maxUnknown};

  it('is declined, and the refusal names the compound as the reader wrote it', async () => {
    expect(await answerTextOn(site, 'Can agents split-screen two chats in the Inbox?', defaults)).toBe(
      'declined (the docs never mention “split-screen”)',
    );
  });

  it('is answered when the docs write the same parts side by side', async () => {
    expect(await answerTextOn(site, 'How do agents insert a canned-reply in the Inbox?', defaults)).toMatch(/slash/);
  });

  it('is not a compound when the docs made it: only the reader’s own hyphenated names count', async () => {
    const {words} = await retrieve(site.engine, site.store, 'How do agents insert a canned-reply in the Inbox?');
    expect(words.filter((w) => w.compound)).toEqual([]);
  });
});

describe('a product name with its kind ("the Beacon messenger channel")', () => {
  const noTopics = () => false;

  it('is read as a compound when the name is capitalised inside the sentence and has no page of its own', () => {
    expect(productNamesOf('Can I add the Beacon messenger channel to a bot?', noTopics)).toEqual([
      {compound: 'Beacon messenger', parts: ['beacon', 'messenger']},
    ]);
    expect(productNamesOf('Is there a Firefox extension for agents?', noTopics).map((c) => c.compound)).toEqual([
      'Firefox extension',
    ]);
    // A name the docs have a page or heading about, Mynah itself, and a name that opens the sentence are left alone.
    expect(productNamesOf('Does the Shopify integration sync refunds?', (w) => w === 'shopify')).toEqual([]);
    // One word of a topic is not the topic: a page about "Power Automate" says nothing of "Power BI".
    expect(productNamesOf('Is there a Power BI connector?', (w) => w === 'power').map((c) => c.compound)).toEqual([
      'Power BI connector',
    ]);
    expect(productNamesOf('Which Mynah version added voice bots?', noTopics)).toEqual([]);
    expect(productNamesOf('Firefox extension: is there one?', noTopics)).toEqual([]);
  });

  it('is unknown when no section found writes the name beside its kind', () => {
    const none = () => false;
    const ask = 'Is there a Firefox extension for agents?';
    expect(unknownCompounds(ask, none, () => ['agents use the console in any browser'], noTopics)).toHaveLength(1);
    expect(
      unknownCompounds(ask, none, () => ['install the firefox extension from the add-ons page'], noTopics),
    ).toEqual([]);
    // Without a topic test, product names are not looked for at all.
    expect(unknownCompounds(ask, none, () => [])).toEqual([]);
  });
});
