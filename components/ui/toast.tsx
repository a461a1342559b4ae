'use client';

import { useEffect, useSyncExternalStore } from 'react';
import styles from './toast.module.css';

/** Spec section 9: a notice stays 3000 ms unless told otherwise and animates in and out over 300 ms. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_ANIMATION_MS = 300;

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  durationMs: number;
  leaving: boolean;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;
const EMPTY: Toast[] = [];

/** Shows a notice in the page's ToastRegion; returns its id for dismissToast. */
export function showToast(text: string, options: { tone?: ToastTone; durationMs?: number } = {}): number {
  const id = nextId++;
  toasts = [...toasts, { id, text, tone: options.tone ?? 'info', durationMs: options.durationMs ?? TOAST_DURATION_MS, leaving: false }];
  emit();
  return id;
}

/**
 * The store's API for features: `toast.show({ tone: 'success', text })` raises a notice in the ToastRegion the root
 * layout mounts on every page; `toast.dismiss(id)` takes one away early.
 */
export const toast = {
  show: ({ text, tone, durationMs }: { text: string; tone?: ToastTone; durationMs?: number }): number =>
    showToast(text, { tone, durationMs }),
  dismiss: (id: number): void => dismissToast(id),
};

/** Starts a notice's exit; it leaves the DOM once the exit animation is over. */
export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id && !toast.leaving)) return;
  toasts = toasts.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }, TOAST_ANIMATION_MS);
}

/** The live region the notices appear in: mounted once, by the document every page shares (app/_shell/document.tsx). Polite, so it never interrupts what is being read. */
export function ToastRegion({ closeLabel }: { closeLabel: string }) {
  const list = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
      ))}
    </div>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  return (
    <div className={`${styles.toast} ${styles[toast.tone]}`} data-leaving={toast.leaving || undefined}>
      <p className={styles.text}>{toast.text}</p>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </div>
  );
}
