'use client';

import type { FormHTMLAttributes } from 'react';
import { formClass } from './ui/form-layout';

/**
 * A form whose submission is wired to the api in a later issue: it renders and validates natively,
 * but submitting stays on the page and sends nothing (the page says so in a note).
 */
export function DeferredForm({ className, ...props }: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'action'>) {
  return <form className={[formClass, className].filter(Boolean).join(' ')} {...props} onSubmit={(event) => event.preventDefault()} />;
}
