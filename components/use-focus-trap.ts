'use client';

import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What a modal dialog does with the keyboard while it is mounted: focus moves into it (the first match of
 * `initialFocus`, else the container), Tab and Shift+Tab cycle inside it, Escape calls `onClose`, the page
 * behind does not scroll, and on unmount focus returns to the element that had it before. All of it is set up before
 * the dialog is painted: a key pressed the moment it shows (a busy phone, a fast test) already reaches it.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, onClose: () => void, initialFocus?: string) {
  const close = useEffectEvent(() => onClose());

  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const container = containerRef.current;
    const target = initialFocus ? container?.querySelector<HTMLElement>(initialFocus) : null;
    (target ?? container)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = container.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('modal-open');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('modal-open');
      previous?.focus?.();
    };
  }, [containerRef, initialFocus]);
}
