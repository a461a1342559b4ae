import { describe, expect, it } from 'vitest';
import { MIRROR_HISTORY } from '../../realtime/types';
import { entriesOf, fillHistory, historyEvent, recordResult } from './mirror-history';

const entry = (id: number, label = 'loaded') => ({ round_id: id, label });

describe('a mirror history: the results events bring, filled in from the database at the start', () => {
  it('keeps what the events brought over the loaded entries of the same rounds, newest round first, at most the limit', () => {
    const history = [entry(12, 'event'), entry(10, 'event')];
    fillHistory(history, [entry(11), entry(10), entry(9), entry(8), entry(7)], 4);
    expect(history).toEqual([entry(12, 'event'), entry(11), entry(10, 'event'), entry(9)]);
    fillHistory(history, [], 4);
    expect(history).toHaveLength(4);
  });

  it("records an event's result first, in place of a loaded entry of its round, and drops the oldest past the limit", () => {
    const history = [entry(5), entry(4), entry(3)];
    recordResult(history, entry(5, 'event'), 3);
    expect(history).toEqual([entry(5, 'event'), entry(4), entry(3)]);
    recordResult(history, entry(6, 'event'), 3);
    expect(history).toEqual([entry(6, 'event'), entry(5, 'event'), entry(4)]);
  });

  it('carries the entries in an event of its own type; anything else in `entries` reads as none', () => {
    const event = historyEvent('rooms', [entry(1)], { room: 'red', currency: 'RUB' });
    expect(event).toEqual({ game: 'rooms', type: MIRROR_HISTORY, room: 'red', currency: 'RUB', entries: [entry(1)] });
    expect(entriesOf(event)).toEqual([entry(1)]);
    expect(entriesOf({ game: 'crash', type: MIRROR_HISTORY, entries: 'nope' })).toEqual([]);
  });
});
