import { createHash } from 'node:crypto';
import type { Db, DbSession } from '../db/db';
import { answeredWithin } from './answered-within';
import { pingSession, releaseAdvisoryLock, tryAdvisoryLock } from './leader-lock-repository';

/** A lock only one node holds at a time; losing it (a dead connection) is reported, never silent. */
export interface LeaderLock {
  tryAcquire(): Promise<boolean>;
  /** Whether the lock is still held: its connection answers. */
  check(): Promise<boolean>;
  release(): Promise<void>;
  /** Called when the held lock is lost without release(). */
  onLost(listener: () => void): void;
}

/** The advisory lock's bigint key of a name: the first 8 bytes of its SHA-256, signed. */
export function advisoryKeyOf(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}

const CHECK_TIMEOUT_MS = 3_000;

/**
 * Postgres: pg_try_advisory_lock on a connection of the lock's own. The lock lives as long as that session, so a
 * leader that dies (or loses its connection) lets go of it and another node's next try gets it.
 * PGlite: one process and one database, so the lock is a flag per database object of this process.
 */
export function createLeaderLock(db: Db, name: string): LeaderLock {
  return db.openSession ? advisoryLock(db.openSession.bind(db), advisoryKeyOf(name)) : processLock(db, name);
}

function advisoryLock(openSession: () => Promise<DbSession>, key: string): LeaderLock {
  let session: DbSession | null = null;
  let held = false;
  let lostListener: () => void = () => undefined;

  const drop = async () => {
    const dropped = session;
    session = null;
    const wasHeld = held;
    held = false;
    await dropped?.close();
    return wasHeld;
  };
  const connected = async () => {
    if (session) return session;
    const opened = await openSession();
    opened.onLost(() => {
      if (session !== opened) return;
      void drop().then((wasHeld) => wasHeld && lostListener());
    });
    session = opened;
    return opened;
  };

  return {
    async tryAcquire() {
      if (held) return true;
      try {
        held = await tryAdvisoryLock(await connected(), key);
      } catch {
        await drop();
      }
      return held;
    },
    async check() {
      if (!held || !session) return false;
      const probe = pingSession(session).then(
        () => true,
        () => false,
      );
      const answered = await answeredWithin(probe, CHECK_TIMEOUT_MS);
      // Closing a connection that stopped answering ends its session on the server too, and the lock with it.
      if (!answered && (await drop())) lostListener();
      return answered;
    },
    async release() {
      if (held && session) await releaseAdvisoryLock(session, key).catch(() => undefined);
      await drop();
    },
    onLost(listener) {
      lostListener = listener;
    },
  };
}

const processLocks = new WeakMap<Db, Set<string>>();

function processLock(db: Db, name: string): LeaderLock {
  let held = false;
  const holders = () => {
    let names = processLocks.get(db);
    if (!names) processLocks.set(db, (names = new Set()));
    return names;
  };
  return {
    async tryAcquire() {
      if (held) return true;
      if (holders().has(name)) return false;
      holders().add(name);
      held = true;
      return true;
    },
    async check() {
      return held;
    },
    async release() {
      if (held) holders().delete(name);
      held = false;
    },
    onLost() {
      // The lock is a flag of this process: it is lost only with the process.
    },
  };
}
