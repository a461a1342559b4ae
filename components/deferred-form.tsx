'use client';

import type { FormHTMLAttributes } from 'react';

/**
 * A form whose submission is wired to the api in a later issue: it renders and validates natively,
 * but submitting stays on the page and sends nothing (the page says so in a note).
 */
export function DeferredForm(props: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'action'>) {
  return <form className="form" {...props} onSubmit={(event) => event.preventDefault()} />;
}
