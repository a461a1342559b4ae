// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { getNotifications } from './get-notifications';

const API = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const item = (id: number, read: boolean) => ({
  id,
  type: 'deposit_credited',
  text: `notice ${id}`,
  created_at: '2026-11-29T10:00:00Z',
  read,
});

describe('the notifications fetch after a login', () => {
  it('raises the unread ones, oldest first, and marks them read', async () => {
    const shown = vi.spyOn(toast, 'show');
    let marked: unknown = null;
    server.use(
      http.get(`${API}/api/v1/notifications`, () =>
        HttpResponse.json({ data: [item(7, false), item(6, false), item(5, true)], meta: { unread: 2 } }),
      ),
      http.post(`${API}/api/v1/notifications/read`, async ({ request }) => {
        marked = await request.json();
        return HttpResponse.json({ meta: { unread: 0 } });
      }),
    );
    await getNotifications();
    expect(shown.mock.calls.map(([arg]) => arg.text)).toEqual(['notice 6', 'notice 7']);
    expect(marked).toEqual({ ids: [7, 6] });
  });

  it('raises nothing and marks nothing when all are read', async () => {
    const shown = vi.spyOn(toast, 'show');
    server.use(http.get(`${API}/api/v1/notifications`, () => HttpResponse.json({ data: [item(1, true)], meta: { unread: 0 } })));
    await getNotifications();
    expect(shown).not.toHaveBeenCalled();
  });
});
