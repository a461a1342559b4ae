'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './segmented.module.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

interface SegmentedProps<T extends string> {
  /** The group's accessible name (visible above it unless hideLabel). */
  label: string;
  hideLabel?: boolean;
  options: readonly SegmentedOption<T>[];
  /** Controlled: the chosen value, with onChange. Uncontrolled: defaultValue, and name to send it with a form. */
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  name?: string;
}

/**
 * One choice out of a few, side by side: a radiogroup (WAI-ARIA radio pattern) with one tab stop; the arrows move
 * and choose, the chosen segment says aria-checked. Buttons rather than native radios, so a segment's text does not
 * become a second label of the same name as the field it switches to ("Email" the method, "Email" the input).
 */
export function Segmented<T extends string>({ label, hideLabel = false, options, value, defaultValue, onChange, name }: SegmentedProps<T>) {
  const labelId = useId();
  const [own, setOwn] = useState<T | undefined>(defaultValue ?? options[0]?.value);
  const chosen = value ?? own;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setOwn(option.value);
    onChange?.(option.value);
    refs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = options.length - 1;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    choose(index + step > last ? 0 : index + step < 0 ? last : index + step);
  };

  return (
    <div className={styles.group}>
      <span id={labelId} className={hideLabel ? 'visually-hidden' : styles.legend}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.track}>
        {options.map((option, index) => {
          const checked = option.value === chosen;
          return (
            <button
              key={option.value}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              className={styles.face}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {name && chosen !== undefined && <input type="hidden" name={name} value={chosen} />}
    </div>
  );
}
