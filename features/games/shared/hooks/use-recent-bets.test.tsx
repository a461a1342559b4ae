// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameBet } from '../api/schemas';
import { multiplierPillOf } from '../lib/multiplier-pill';
import { useRecentBets } from './use-recent-bets';

const bet = (id: string, state: GameBet['state'] = 'lost', multiplierBp = 0) => ({ id, state, multiplierBp }) as GameBet;

describe('the recent bets of a visit', () => {
  it('puts the newest first, replaces a bet seen again and keeps eight', () => {
    const { result } = renderHook(() => useRecentBets());
    act(() => {
      for (let i = 1; i <= 9; i++) result.current[1](bet(String(i)));
    });
    expect(result.current[0].map((item) => item.id)).toEqual(['9', '8', '7', '6', '5', '4', '3', '2']);
    act(() => result.current[1](bet('5', 'won', 20_000)));
    expect(result.current[0].map((item) => item.id)).toEqual(['5', '9', '8', '7', '6', '4', '3', '2']);
    expect(result.current[0][0].state).toBe('won');
  });

  it('labels a cash-out game by the multiplier won, a loss as 0×', () => {
    expect(multiplierPillOf(bet('1', 'won', 19_800), 'en-US')).toBe('1.98×');
    expect(multiplierPillOf(bet('1', 'won', 19_800), 'ru-RU')).toBe('1,98×');
    expect(multiplierPillOf(bet('2', 'lost', 19_800), 'ru-RU')).toBe('0×');
  });
});
