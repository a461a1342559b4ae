// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queryClient, renderQueryClient } from './query-client';

describe('the query client of a render', () => {
  it('on the server is a new one each time: no request reads the cache of another (a player’s data, an older board)', () => {
    const first = renderQueryClient();
    first.setQueryData(['tournaments', 'one', 'daily'], { players: 4 });
    const second = renderQueryClient();
    expect(second).not.toBe(first);
    expect(second).not.toBe(queryClient);
    expect(second.getQueryData(['tournaments', 'one', 'daily'])).toBeUndefined();
  });
});
