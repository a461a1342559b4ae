import { getTranslations, setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../_lib/metadata';
import { PageHero } from '@/components/page-hero';

const BOARDS = [
  { key: 'wins', columns: ['rank', 'player', 'game', 'bet', 'multiplier', 'win'] },
  { key: 'players', columns: ['rank', 'player', 'wagered', 'wins', 'bestWin'] },
] as const;

export const generateMetadata = titleMetadata('top');

export default async function TopPage({ params }: PageProps<'/[locale]/top'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('top');
  return (
    <div className="page">
      <PageHero title={t('title')} lead={t('lead')} />
      {BOARDS.map((board) => (
        <section key={board.key} className="section" aria-labelledby={`top-${board.key}`}>
          <h2 id={`top-${board.key}`}>{t(`${board.key}.title`)}</h2>
          <p>{t(`${board.key}.text`)}</p>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  {board.columns.map((column) => (
                    <th key={column} scope="col">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td colSpan={board.columns.length} className="empty-state">
                    {t('empty')}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
