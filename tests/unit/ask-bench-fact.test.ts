import {describe, expect, it} from 'vitest';
import {normalise} from '../../scripts/lib/ask-bench';

describe('the Ask AI bench compares key facts', () => {
  it('whatever the case, spacing, hyphens, dashes or curly quotes', () => {
    expect(normalise('A 2-week trial')).toContain(normalise('2 week trial'));
    expect(normalise('Crawls 2–4  link hops')).toContain(normalise('2-4 link hops'));
    expect(normalise('the “Closed” status’s colour')).toContain(normalise('"closed" status\'s'));
  });

  it('but not different words or numbers', () => {
    expect(normalise('a 3-week trial')).not.toContain(normalise('2 week trial'));
    expect(normalise('up to 40 agents')).not.toContain(normalise('up to 400 agents'));
  });
});
