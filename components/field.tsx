import { TextField, type TextFieldProps } from './ui/text-field';

/** A labelled input; the label is always visible and tied to the input for screen readers. */
export function Field({ hint, ...input }: Omit<TextFieldProps, 'label' | 'hint'> & { label: string; hint?: string }) {
  return <TextField hint={hint} {...input} />;
}
