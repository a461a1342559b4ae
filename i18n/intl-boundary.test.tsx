// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServer } from '@/tests/support/api-server';
import { ClientIntlConfigProvider, type ClientIntlConfig } from './client-intl';
import { IntlBoundary } from './intl-boundary';

const server = startApiServer();
afterEach(cleanup);

function Greeting() {
  return <p>{useTranslations('auth')('hello')}</p>;
}

function renderBoundary(config: ClientIntlConfig) {
  return render(
    <ClientIntlConfigProvider config={config}>
      <Suspense fallback={<p>loading texts</p>}>
        <IntlBoundary>
          <Greeting />
        </IntlBoundary>
      </Suspense>
    </ClientIntlConfigProvider>,
  );
}

describe('IntlBoundary and the client messages', () => {
  it('translates at once with the messages the page handed over', () => {
    renderBoundary({ locale: 'en-US', timeZone: 'UTC', messages: { auth: { hello: 'Welcome back' } } });
    expect(screen.getByText('Welcome back')).toBeTruthy();
  });

  it('shows the fallback while the messages download, then translates with them, downloading them once', async () => {
    let requests = 0;
    server.use(
      http.get('http://localhost/intl/en.json', async () => {
        requests += 1;
        await delay(100);
        return HttpResponse.json({ auth: { hello: 'Downloaded hello' } });
      }),
    );
    const config = {
      locale: 'en-US',
      timeZone: 'UTC',
      messages: { errors: {} },
      messagesUrl: 'http://localhost/intl/en.json?v=once',
    } as const;
    await act(async () => {
      renderBoundary(config);
    });
    expect(screen.getByText('loading texts')).toBeTruthy();
    expect(await screen.findByText('Downloaded hello')).toBeTruthy();
    cleanup();
    await act(async () => {
      renderBoundary(config);
    });
    expect(screen.getByText('Downloaded hello')).toBeTruthy();
    expect(requests).toBe(1);
  });

  it('downloads again after a failed download instead of keeping the failure', async () => {
    let fail = true;
    server.use(
      http.get('http://localhost/intl/ru.json', () =>
        fail ? new HttpResponse('down', { status: 503 }) : HttpResponse.json({ auth: { hello: 'Привет' } }),
      ),
    );
    const { loadClientMessages } = await import('./client-intl');
    const url = 'http://localhost/intl/ru.json?v=retry';
    await expect(loadClientMessages(url)).rejects.toThrow(/503/);
    fail = false;
    await act(async () => {
      renderBoundary({ locale: 'ru-RU', timeZone: 'UTC', messages: {}, messagesUrl: url });
    });
    expect(await screen.findByText('Привет')).toBeTruthy();
  });
});
