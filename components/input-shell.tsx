import type { ReactNode } from 'react';
import { FieldShell } from './ui/field-shell';

export { controlClass } from './ui/field-shell';

interface InputShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A label, the control, its hint and its error; the control is described by both and marked invalid on error.
 * For controls the form wires itself (react-hook-form's register, the phone field); give them `controlClass`.
 */
export function InputShell(props: InputShellProps) {
  return <FieldShell {...props} />;
}
