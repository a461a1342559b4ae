'use client';

import { useEffect, useRef, useState } from 'react';
import type { Currency } from '@/lib/currencies';
import { amountInputOf } from '@/lib/amount-input';

/** The stake field's text, starting at the game's minimum and starting over when the money in play changes currency. */
export function useStakeText(currency: Currency, minMinor: number, localeTag: string) {
  const [text, setText] = useState(() => amountInputOf(minMinor, currency, localeTag));
  const shownFor = useRef(currency);
  useEffect(() => {
    if (shownFor.current === currency) return;
    shownFor.current = currency;
    setText(amountInputOf(minMinor, currency, localeTag));
  }, [currency, minMinor, localeTag]);
  return [text, setText] as const;
}
