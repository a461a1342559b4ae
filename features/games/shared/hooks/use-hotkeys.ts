'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

/** Keys typed into a field, a button's own Space or Enter, or with a modifier are never taken as game hotkeys. */
export function isHotkeyTarget(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return false;
  if (event.key === ' ' && target.closest('button, a, summary, [role="tab"], [role="radio"]')) return false;
  return true;
}

/** Game hotkeys (opt-in per device): a map from KeyboardEvent.key, lower-cased, to an action. */
export function useHotkeys(enabled: boolean, actions: Record<string, () => void>) {
  const latest = useRef(actions);
  // Kept current after each commit (not during render), before any effect or frame reads it.
  useLayoutEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isHotkeyTarget(event)) return;
      const action = latest.current[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
