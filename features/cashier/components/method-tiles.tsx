'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { MethodBase } from '../api/get-billing-data';
import { useMethodLabels } from '../hooks/use-method-labels';
import { MethodIcon } from './method-icon';
import styles from './cashier.module.css';

interface MethodTilesProps {
  label: string;
  methods: readonly MethodBase[];
  value: string | null;
  onChange: (hash: string) => void;
}

/**
 * Payment methods as a grid of tiles: one radiogroup (WAI-ARIA radio pattern), one tab stop, the arrows move and
 * choose; each tile is named by the method's name in the interface's language (and its provider when another tile pays
 * the same way), its picture is decoration.
 */
export function MethodTiles({ label, methods, value, onChange }: MethodTilesProps) {
  const labelId = useId();
  const t = useTranslations('cashier');
  const labels = useMethodLabels(methods);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosenIndex = Math.max(
    0,
    methods.findIndex((method) => method.hash === value),
  );

  const choose = (index: number) => {
    const method = methods[index];
    if (!method) return;
    onChange(method.hash);
    refs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    choose((index + step + methods.length) % methods.length);
  };

  return (
    <div className={styles.methods}>
      <span id={labelId} className={styles.legend}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.tiles}>
        {methods.map((method, index) => {
          const checked = method.hash === value;
          const named = labels.get(method.hash)!;
          return (
            <button
              key={method.hash}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === chosenIndex ? 0 : -1}
              className={styles.tile}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <MethodIcon icon={method.icon} shape={method.shape} className={styles.tileIcon} />
              <span className={styles.tileName}>{named.name}</span>
              {named.provider && (
                <span className={styles.tileProvider}>
                  <span className="visually-hidden">, </span>
                  {t('methods.via', { provider: named.provider })}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
