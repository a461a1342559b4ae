'use client';

import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { controlClass, FieldShell } from './field-shell';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

/** A multi-line text field with its label, hint and error, like TextField. Works with register(). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, id: givenId, className, rows = 5, ...textarea },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <textarea
          ref={ref}
          id={id}
          rows={rows}
          className={controlClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FieldShell>
  );
});
