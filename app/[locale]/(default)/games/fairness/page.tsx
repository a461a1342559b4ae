import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { MessageTree } from '@/i18n/client-intl';
import { Link } from '@/i18n/navigation';
import { Card } from '@/components/ui/card';
import { FairnessChecker } from '@/features/games/fairness/components/fairness-checker';
import { EMPTY_CHECK, type CheckerValues } from '@/features/games/fairness/lib/check';
import { GamesIntl } from '@/features/games/shared/components/games-intl';
import { ClientMessagesProvider } from '@/i18n/client-messages-provider';
import { LIVE_FAIRNESS_SECTIONS, FAIRNESS_SECTIONS, isFairnessSection } from '@/features/games/shared/lib/fairness-sections';
import { identityOf } from '@/lib/games/identity';
import { titleMetadata } from '../../../_lib/metadata';

export const generateMetadata = titleMetadata('games.fairness');

const SCHEME = ['serverSeed', 'clientSeed', 'nonce', 'numbers'] as const;
const PUBLISHED = { serverSeed: 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6', clientSeed: '3c83fc7e07', nonce: '3' };

const text = (value: string | string[] | undefined, fallback: string, max = 200) =>
  typeof value === 'string' && value.length <= max ? value : fallback;

/** `?game=mines&server_seed=...&client_seed=...&nonce=3&mines=3` fills the form (the verify modal links here). */
function initialValues(query: Record<string, string | string[] | undefined>): CheckerValues {
  return {
    game: isFairnessSection(query.game) ? query.game : EMPTY_CHECK.game,
    serverSeed: text(query.server_seed, EMPTY_CHECK.serverSeed, 64),
    clientSeed: text(query.client_seed, EMPTY_CHECK.clientSeed, 64),
    nonce: text(query.nonce, EMPTY_CHECK.nonce, 16),
    mines: text(query.mines, EMPTY_CHECK.mines, 2),
    count: text(query.count, EMPTY_CHECK.count, 5),
    caseSlug: text(query.case, EMPTY_CHECK.caseSlug, 64),
  };
}

/** How every instant game's result is made from seeds, in plain words, and a form that recomputes any of them. */
export default async function FairnessPage({ params, searchParams }: PageProps<'/[locale]/games/fairness'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('games.fairness');
  const messages = (await getMessages()) as unknown as { games: { play: MessageTree } };
  const query = await searchParams;
  const initial = initialValues(query);
  const example = new URLSearchParams({
    game: 'dice',
    server_seed: PUBLISHED.serverSeed,
    client_seed: PUBLISHED.clientSeed,
    nonce: PUBLISHED.nonce,
  });
  return (
    <div className="page page--narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <section className="section prose" aria-labelledby="fair-scheme">
        <h2 id="fair-scheme">{t('schemeTitle')}</h2>
        <ol>
          {SCHEME.map((point) => (
            <li key={point}>{t(`scheme.${point}`)}</li>
          ))}
        </ol>
        <p>{t('rotation')}</p>
      </section>
      {[...FAIRNESS_SECTIONS, ...LIVE_FAIRNESS_SECTIONS].map((game) => (
        <section key={game} id={game} className="section prose" aria-labelledby={`fair-${game}`}>
          <h2 id={`fair-${game}`}>{t(`games.${game}.title`)}</h2>
          <p>{t(`games.${game}.result`)}</p>
          <p>{t(`games.${game}.payout`)}</p>
          <p>
            <Link href={`/games/${identityOf(game).slug}`}>{t('play', { game: t(`games.${game}.title`) })}</Link>
          </p>
        </section>
      ))}
      <section className="section" aria-labelledby="fair-check">
        <h2 id="fair-check">{t('checkTitle')}</h2>
        <p>{t('checkLead')}</p>
        <Card>
          <ClientMessagesProvider>
            <GamesIntl messages={messages.games.play}>
              {/* A link to this page with other values (the example below) is a new form, not an edit of this one. */}
              <FairnessChecker key={JSON.stringify(initial)} initial={initial} />
            </GamesIntl>
          </ClientMessagesProvider>
        </Card>
        <p>
          {t('published')} <Link href={`/games/fairness?${example.toString()}#fair-check`}>{t('publishedLink')}</Link>
        </p>
      </section>
      <section className="section prose" aria-labelledby="fair-offline">
        <h2 id="fair-offline">{t('offlineTitle')}</h2>
        <p>{t('offline')}</p>
        <p>
          <code className="current-path">
            npm run -s verify -- dice --server-seed {PUBLISHED.serverSeed} --client-seed {PUBLISHED.clientSeed} --nonce 3
          </code>
        </p>
      </section>
    </div>
  );
}
