import { QueryClient } from '@tanstack/react-query';

const makeQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });

/** The browser's one query client, shared by every feature's lazily loaded parts (modals, account pages); never in the app root. */
export const queryClient = makeQueryClient();

/**
 * The client a render uses: the browser's one, or on the server a new one per render, so no request ever reads
 * another's cache (another player's data, or a board older than the page's own).
 */
export const renderQueryClient = (): QueryClient => (typeof window === 'undefined' ? makeQueryClient() : queryClient);
