'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import { createClientSeed, isClientSeed } from '@/lib/fairness/seeds';
import { useSeeds } from '../api/seeds';
import { usePlayerContext } from '../hooks/player-context';
import { startDemo } from '../hooks/use-player';
import { useRotateSeeds } from '../hooks/use-rotate-seeds';
import { GameFailureNotice } from './game-failure-notice';
import styles from './game-screen.module.css';

/** The player's seed pair: what is committed now and next, the client seed to edit, and the rotation that reveals. */
export function SeedsPanel() {
  const t = useTranslations('games.play.seeds');
  const player = usePlayerContext();
  const [open, setOpen] = useState(false);
  const noSessionYet = player.mode === 'demo' && player.as.demoToken === null;
  // Seeds belong to a play-money session: opening them before the first bet makes it (the client seed may be set first).
  useEffect(() => {
    if (open && noSessionYet && player.ready) void startDemo(player.currency);
  }, [open, noSessionYet, player.ready, player.currency]);
  return (
    <details id="seeds" className={styles.seeds} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.seedsSummary}>{t('title')}</summary>
      {open && player.ready && !noSessionYet ? <SeedsBody /> : open ? <p aria-busy="true">{t('loading')}</p> : null}
    </details>
  );
}

function SeedsBody() {
  const t = useTranslations('games.play.seeds');
  const player = usePlayerContext();
  const seeds = useSeeds(player.mode, player.as, true);
  const { rotate, changeClientSeed, pending, failure, revealed } = useRotateSeeds();
  const [clientSeed, setClientSeedText] = useState('');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the editable seed starts from the server's value once its query has answered.
    if (seeds.data) setClientSeedText(seeds.data.clientSeed);
  }, [seeds.data]);

  if (seeds.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (seeds.isError) return <p role="alert">{t('failed')}</p>;
  const active = seeds.data;
  const seedValid = isClientSeed(clientSeed);
  const changed = clientSeed !== active.clientSeed;
  const blocked = active.openGames.length > 0;

  return (
    <div className={styles.seedsBody}>
      <dl className={styles.facts}>
        <dt>{t('serverSeedHash')}</dt>
        <dd className={styles.hash}>{active.serverSeedHash}</dd>
        <dt>{t('nonce')}</dt>
        <dd>{active.nonce}</dd>
        <dt>{t('nextServerSeedHash')}</dt>
        <dd className={styles.hash}>{active.nextServerSeedHash}</dd>
      </dl>
      <form
        className={styles.seedForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (seedValid && changed) void changeClientSeed(clientSeed);
        }}
      >
        <TextField
          label={t('clientSeed')}
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          hint={t('clientSeedHint')}
          error={seedValid ? undefined : t('clientSeedInvalid')}
          onChange={(event) => setClientSeedText(event.target.value)}
        />
        <div className={styles.row}>
          <Button type="button" size="sm" variant="ghost" onClick={() => setClientSeedText(createClientSeed())}>
            {t('randomClientSeed')}
          </Button>
          <Button type="submit" size="sm" disabled={!seedValid || !changed || blocked} loading={pending}>
            {t('saveClientSeed')}
          </Button>
        </div>
      </form>
      {blocked && <p className={styles.hint}>{t('openGames')}</p>}
      <Button variant="secondary" onClick={() => void rotate()} disabled={blocked} loading={pending}>
        {t('rotate')}
      </Button>
      <p className={styles.hint}>{t('rotateHint')}</p>
      <GameFailureNotice failure={failure} mode={player.mode} />
      {revealed && (
        <Notice tone="success" role="status">
          <p>{t('revealed', { count: revealed.noncesUsed })}</p>
          <p className={styles.hash}>{revealed.serverSeed}</p>
        </Notice>
      )}
      <p>
        <Link href="/games/fairness">{t('howItWorks')}</Link>
      </p>
    </div>
  );
}
