'use client';

import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen for one element: whether it is, and a toggle (the browser's Esc leaves it too). */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(!!target.current && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void target.current?.requestFullscreen?.();
  }, [target]);
  const supported = typeof document !== 'undefined' && !!document.fullscreenEnabled;
  return { active, toggle, supported };
}
