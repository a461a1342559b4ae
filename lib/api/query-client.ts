import { QueryClient } from '@tanstack/react-query';

/** The browser's one query client, shared by every feature's lazily loaded parts (modals, account pages); never in the app root. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});
