import { getTranslations } from 'next-intl/server';
import { TabLinks } from '@/components/tab-links';
import { TOURNAMENT_STATUSES, type TournamentStatus } from '@/lib/tournaments';

/** Tabs between the tournament lists by status. */
export async function StatusTabs({ current }: { current?: TournamentStatus }) {
  const t = await getTranslations('tournaments');
  return (
    <TabLinks
      label={t('tabsLabel')}
      items={TOURNAMENT_STATUSES.map((status) => ({
        href: `/tournaments/${status}`,
        label: t(`statuses.${status}.name`),
        current: status === current,
      }))}
    />
  );
}
