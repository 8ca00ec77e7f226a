import {describe, expect, it} from 'vitest';
import {chunkEvent, toEvents} from '../../src/search/analytics';

describe('search analytics', () => {
  const ids = Array.from({length: 45}, (_, i) => `id-${i}`);

  it('splits events into chunks of at most 20 object ids, positions following their ids', () => {
    const chunks = chunkEvent({
      eventType: 'click',
      eventName: 'Item Selected',
      index: 'mynah-docs',
      objectIDs: ids,
      positions: ids.map((_, i) => i + 1),
      userToken: 'u',
      timestamp: 1,
    });
    expect(chunks.map((c) => c.objectIDs.length)).toEqual([20, 20, 5]);
    expect(chunks[1].objectIDs[0]).toBe('id-20');
    expect(chunks[1].positions![0]).toBe(21);
  });

  it('turns search-insights calls into view and click events, ignoring other methods', () => {
    const views = toEvents(
      'viewedObjectIDs',
      [
        {eventName: 'Items Viewed', index: 'mynah-docs', objectIDs: ids, algoliaSource: ['autocomplete']},
        {headers: {}},
      ],
      'u',
      5,
    )!;
    expect(views.map((v) => [v.eventType, v.objectIDs.length, v.index, v.timestamp])).toEqual([
      ['view', 20, 'mynah-docs', 5],
      ['view', 20, 'mynah-docs', 5],
      ['view', 5, 'mynah-docs', 5],
    ]);
    expect(toEvents('getUserToken', [], 'u')).toBeNull();
  });

  it('makes the 0-based positions of mouse clicks 1-based, like keyboard selections', () => {
    const mouse = toEvents(
      'clickedObjectIDsAfterSearch',
      [{index: 'x', objectIDs: ['a'], positions: [0], queryID: 'q'}],
      'u',
    )!;
    const keyboard = toEvents(
      'clickedObjectIDsAfterSearch',
      [{index: 'x', objectIDs: ['a'], positions: [1], queryID: 'q', algoliaSource: ['autocomplete']}],
      'u',
    )!;
    expect(mouse[0].positions).toEqual([1]);
    expect(keyboard[0].positions).toEqual([1]);
    expect(mouse[0]).toMatchObject({eventType: 'click', queryID: 'q', objectIDs: ['a']});
  });

  it("does not count DocSearch's Ask AI row above the hits in a mouse click's position", () => {
    const firstHit = toEvents(
      'clickedObjectIDsAfterSearch',
      [{index: 'x', objectIDs: ['a'], positions: [1], queryID: 'q'}],
      'u',
      0,
      1,
    )!;
    expect(firstHit[0].positions).toEqual([1]);
  });
});
