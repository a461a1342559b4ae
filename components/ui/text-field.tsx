'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlClass, FieldShell } from './field-shell';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

/** An input with its label, hint and error; the error marks it invalid and is read with it. Works with register(). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id: givenId, className, ...input },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <input
          ref={ref}
          id={id}
          className={controlClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldShell>
  );
});
