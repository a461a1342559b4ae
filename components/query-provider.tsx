'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { renderQueryClient } from '@/lib/api/query-client';

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(renderQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
