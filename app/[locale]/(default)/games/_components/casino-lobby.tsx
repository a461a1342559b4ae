import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { CASINO_CATALOGUE, casinoTitlePath, type CasinoKind } from '@/lib/slots-catalog';
import { PageHero } from '@/components/page-hero';

export const LOBBY_NAMESPACE: Record<CasinoKind, string> = { slots: 'slots', 'live-casino': 'liveCasino' };

/** The slots or live-casino lobby: a grid of titles with demo and real-money links. */
export async function CasinoLobby({ kind }: { kind: CasinoKind }) {
  const t = await getTranslations(LOBBY_NAMESPACE[kind]);
  const common = await getTranslations('casinoGame');
  return (
    <div className="page">
      <PageHero title={t('title')} lead={t('lead')} />
      <section className="section" aria-labelledby="lobby-titles">
        <h2 id="lobby-titles">{t('listTitle')}</h2>
        <ul className="grid" role="list">
          {CASINO_CATALOGUE[kind].map((title) => (
            <li key={title.slug} className="card casino-card">
              <h3>{title.name}</h3>
              <p>{title.provider}</p>
              <p className="casino-card__links">
                <Link href={casinoTitlePath(kind, title.slug, 'demo')} aria-label={common('demoOf', { name: title.name })}>
                  {common('demo')}
                </Link>
                <Link href={casinoTitlePath(kind, title.slug, 'play')} aria-label={common('playOf', { name: title.name })}>
                  {common('play')}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <p className="form__note">{t('note')}</p>
    </div>
  );
}
