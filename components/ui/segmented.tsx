'use client';

import { useId } from 'react';
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
  value: T;
  onChange: (value: T) => void;
  name?: string;
}

/**
 * One choice out of a few, side by side. Native radios underneath: arrow keys move the choice, Tab leaves the group,
 * and a screen reader reads "radio, 2 of 3".
 */
export function Segmented<T extends string>({ label, hideLabel = false, options, value, onChange, name }: SegmentedProps<T>) {
  const ownName = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={hideLabel ? 'visually-hidden' : styles.legend}>{label}</legend>
      <div className={styles.track}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name ?? ownName}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.face}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
