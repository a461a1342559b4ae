import { useState } from 'react';
import { createAttemptKeys } from '../lib/idempotency-key';

/** The form's idempotency keys, kept for the form's life (see createAttemptKeys). */
export function useAttemptKeys() {
  const [keys] = useState(() => createAttemptKeys());
  return keys;
}
