import {describe, expect, it} from 'vitest';
import {selectTop} from '../../src/search/select-top';

const sortedDesc = (values: Iterable<number>): number[] => [...values].sort((a, b) => b - a);

describe('selectTop', () => {
  it('returns exactly the k largest values', () => {
    let seed = 7;
    const random = (): number => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 100;
    for (const [n, k] of [
      [1, 1],
      [10, 3],
      [500, 1],
      [500, 499],
      [2000, 100],
    ]) {
      const values = Float64Array.from({length: n}, random);
      const expected = sortedDesc(values).slice(0, k);
      expect(sortedDesc(selectTop(values, k))).toEqual(expected);
    }
  });

  it('handles ordered input, repeated values and k outside the list', () => {
    const ascending = Float64Array.from({length: 1000}, (_, i) => i);
    expect(sortedDesc(selectTop(ascending, 5))).toEqual([999, 998, 997, 996, 995]);
    const descending = Float64Array.from({length: 1000}, (_, i) => 1000 - i);
    expect(sortedDesc(selectTop(descending, 3))).toEqual([1000, 999, 998]);
    const repeated = Float64Array.from([2, 1, 2, 1, 2, 1, 3]);
    expect(sortedDesc(selectTop(repeated, 4))).toEqual([3, 2, 2, 2]);
    expect(selectTop(Float64Array.from([1, 2]), 5)).toHaveLength(2);
    expect(selectTop(Float64Array.from([1, 2]), 0)).toHaveLength(0);
  });
});
