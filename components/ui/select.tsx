'use client';

import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { controlClass, FieldShell } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

/** A native select (the phone's own picker, keyboard and screen reader for free) with label, hint and error. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, hint, error, id: givenId, className, ...select },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <select
          ref={ref}
          id={id}
          className={controlClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});
