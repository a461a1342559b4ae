import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input; the label is always visible and tied to the input for screen readers. */
export function Field({ label, hint, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}
