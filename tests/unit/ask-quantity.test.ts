import {describe, expect, it} from 'vitest';
import {stem} from '../../src/search/tokenize';
import {expectedQuantity, quantityMatch} from '../../src/ask/quantity';
import {questionFocus} from '../../src/ask/focus';

/** The quantity a question asks for, and whether a sentence states it (examples written fresh). */

const expected = (question: string) => {
  const focus = questionFocus(question);
  return expectedQuantity(focus.ask, focus.answerType);
};

const subjectOf = (...words: string[]) => {
  const terms = new Set(words.map((w) => stem(w)));
  return (term: string) => terms.has(term);
};

describe('the quantity a question asks for', () => {
  it('counts the thing named after "how many"', () => {
    const q = expected('How many labels can one broadcast carry?')!;
    expect([...q.things]).toEqual(['label']);
    expect(q.rate).toBe(false);
  });

  it('wants a length or a time for "how long can … be", a time for "how long does …"', () => {
    const length = expected('How long can a button title be?')!;
    expect(length.units.has('character')).toBe(true);
    const time = expected('Our shop closes at night. How long does a draft stay saved?')!;
    expect(time.units.has('day')).toBe(true);
    expect(time.units.has('character')).toBe(false);
  });

  it('wants a size for "how big", a rate for "how fast does it send"', () => {
    expect(expected('How big may an uploaded logo be?')!.units.has('mb')).toBe(true);
    expect(expected('How fast does the dialer send calls out?')!.rate).toBe(true);
  });

  it('asks for none in a yes/no or a naming question', () => {
    expect(expected('Can agents leave notes on a contact?')).toBeNull();
    expect(expected('Which header carries the signature?')).toBeNull();
  });
});

describe('whether a sentence states it', () => {
  it('finds the number with the asked-for unit, next to the subject', () => {
    const q = expected('How long can a button title be?')!;
    const subject = subjectOf('button', 'title');
    expect(quantityMatch('A button title holds up to 24 characters.', q, subject)).toBe('subject');
    expect(quantityMatch('Emoji count as 2 characters each.', q, subject)).toBe('unit');
    expect(quantityMatch('Buttons appear below the message on every channel.', q, subject)).toBe('none');
  });

  it('reads the counted thing before or after the number, and a table row by its first cell', () => {
    const q = expected('How many labels can one broadcast carry?')!;
    const subject = subjectOf('labels', 'broadcast');
    expect(quantityMatch('Each broadcast takes up to 8 labels.', q, subject)).toBe('subject');
    expect(quantityMatch('Labels · list · at most 8 per broadcast', q, subject)).toBe('subject');
  });

  it('does not take identifiers, dates or times of day for amounts', () => {
    const q = expected('How many labels can one broadcast carry?')!;
    const subject = subjectOf('labels', 'broadcast');
    expect(quantityMatch('Broadcast BRD-20931 was sent on 2024-03-07 at 14:05 with ES2022 labels.', q, subject)).toBe(
      'none',
    );
  });

  it('reads ranges and hyphenated units: "1–45 days", "a 5-second pause"', () => {
    const q = expected('How long can a pause step be?')!;
    const subject = subjectOf('pause', 'step');
    expect(quantityMatch('Pause · 1 day · 1–45 days', q, subject)).toBe('subject');
    expect(quantityMatch('Add a 5-second pause before the next step.', q, subject)).toBe('subject');
  });

  it('reads "once" as an amount only with a period after it: "once a day", not "at once"', () => {
    const q = expected('How long does a login stay valid?')!;
    const subject = subjectOf('login');
    expect(quantityMatch('Signing out ends every login at once.', q, subject)).toBe('none');
    expect(quantityMatch('Once a login is revoked, the device is asked again.', q, subject)).toBe('none');
    expect(quantityMatch('A login is checked once a day.', q, subject)).toBe('subject');
  });

  it('reads "a minute", "an hour" as one of that unit when a time is asked for, not "a second agent"', () => {
    const q = expected('How soon does a paused queue resume?')!;
    const subject = subjectOf('queue', 'resume');
    expect(quantityMatch('The queue resumes within a minute of the switch.', q, subject)).toBe('subject');
    expect(quantityMatch('The queue resumes an hour after the last agent signs in.', q, subject)).toBe('subject');
    expect(quantityMatch('The queue resumes when a second agent signs in.', q, subject)).toBe('none');
  });

  it('reads a rate as a unit per unit of time', () => {
    const q = expected('How fast does the dialer send calls out?')!;
    expect(quantityMatch('The dialer places 12 calls per minute by default.', q, subjectOf('dialer', 'calls'))).toBe(
      'subject',
    );
  });
});
