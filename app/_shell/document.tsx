import { getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ClientIntlConfigProvider } from '@/i18n/client-intl';
import { clientMessagesUrl, DOCUMENT_NAMESPACES, pickNamespaces } from '@/i18n/client-messages';
import { CspNonceProvider } from '@/lib/csp-nonce';
import { MirrorDataProvider } from '@/lib/mirrors/mirror-context';
import { localeCodeOf, type LocaleTag } from '@/lib/locales';
import { CSP_HEADER, nonceOfPolicy } from '@/lib/security-headers';
import { ToastRegion } from '@/components/ui/toast';
import { MirrorCheck } from '@/features/mirror-check/components/mirror-check';
import { SsoFinish } from '@/features/sso/components/sso-finish';
import { SessionSeedProvider } from '@/lib/session/session-seed';
import { AnalyticsTracker } from './analytics-tracker';
import { PwaClient } from '@/features/pwa/components/pwa-client';
import { currentBuildId } from './build-id';
import { ChunkErrorReloader } from './chunk-error-reloader';
import { fontVariablesClass } from './fonts';
import { loadServerMirror } from './server-mirror';
import { loadServerSessionUser } from './server-session';
import { SupportChat } from './support-chat';

/**
 * The html document every page shares: language, the signed-in user the server loaded from the token cookie, the
 * support chat, the toasts, stale-chunk recovery, the SSO return event, the signed-in player's mirror check, the
 * installable app (service worker, install offer, new-build notice), and the CSP nonce the proxy put on the request
 * (for the captchas).
 * The shell's own client components get their texts as props. The parts that translate in the browser load next-intl
 * with their code (IntlBoundary) and their messages from `messagesUrl` when they open (a modal, a game room), so
 * no page's HTML carries them; pages whose client parts translate while hydrating hand them over
 * (ClientMessagesProvider).
 */
export async function Document({ locale, children }: { locale: LocaleTag; children: ReactNode }) {
  const [messages, t, modals, pwa, timeZone, user, requestHeaders, mirror] = await Promise.all([
    getMessages(),
    getTranslations('supportChat'),
    getTranslations('modals'),
    getTranslations('pwa'),
    getTimeZone(),
    loadServerSessionUser(locale),
    headers(),
    loadServerMirror(),
  ]);
  const config = {
    locale,
    timeZone,
    messages: pickNamespaces(messages, DOCUMENT_NAMESPACES),
    messagesUrl: clientMessagesUrl(localeCodeOf(locale), messages),
  };
  return (
    <html lang={locale} className={fontVariablesClass}>
      <body>
        <ClientIntlConfigProvider config={config}>
          <CspNonceProvider nonce={nonceOfPolicy(requestHeaders.get(CSP_HEADER))}>
            <MirrorDataProvider mirror={mirror}>
              <SessionSeedProvider user={user}>
                {children}
                <SupportChat labels={{ open: t('open'), title: t('title'), close: t('close'), text: t('text'), loading: t('loading') }} />
                <ToastRegion closeLabel={modals('close')} />
                <ChunkErrorReloader />
                <AnalyticsTracker />
                <SsoFinish />
                <MirrorCheck />
                <PwaClient
                  locale={localeCodeOf(locale)}
                  buildId={currentBuildId()}
                  labels={{
                    install: { text: pwa('install.text'), install: pwa('install.install'), dismiss: pwa('install.dismiss') },
                    update: { text: pwa('update.text'), reload: pwa('update.reload'), later: pwa('update.later') },
                  }}
                />
              </SessionSeedProvider>
            </MirrorDataProvider>
          </CspNonceProvider>
        </ClientIntlConfigProvider>
      </body>
    </html>
  );
}
