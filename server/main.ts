import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDb } from './db/connect';
import type { Db } from './db/db';
import { migrate, MigrationError } from './db/migrate';
import { createLedger } from './ledger/ledger';
import { retireDemo, seedDemo } from './modules/demo-account/service';
import { seedRedirects } from './modules/redirects/service';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A migration that cannot be applied (a changed applied one, a failing file) stops the start, saying which. */
async function migrateOrExit(db: Db) {
  try {
    return await migrate(db);
  } catch (error) {
    if (error instanceof MigrationError) {
      console.error(error.message);
      await db.close();
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = await connectDb(config);
  const applied = await migrateOrExit(db);
  const ledger = createLedger(db, {
    houseShards: config.houseAccountShards,
    timeouts: config.ledgerTimeouts,
    // A broken ledger invariant is a crash, not a warning: the ledger has halted, and the process ends so that an
    // operator looks (npm run ledger:check says what is wrong) before any more money moves.
    onInvariantBroken: (error) => {
      console.error(error.message);
      process.exit(70);
    },
  });
  await seedRedirects(db);

  const app = await buildApp({
    config,
    db,
    ledger,
    logger: {
      level: config.logLevel,
      transport: undefined,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });
  app.log.info({ database: db.kind, migrationsApplied: applied.migrations, functionsApplied: applied.functions }, 'database ready');

  if (config.demoSeed) {
    const demo = await seedDemo(db, ledger, config.demoToken);
    app.log.info({ userId: demo.userId, created: demo.created }, 'demo player ready');
    app.log.info(`demo player: curl -H 'Authorization: Bearer ${config.demoToken}' http://localhost:${config.port}/profile/user`);
  } else {
    const retired = await retireDemo(db);
    if (retired > 0) app.log.info({ sessions: retired }, "demo is off: the demo player's permanent sessions ended");
  }

  if (config.devOutbox && (!config.smtpUrl || config.smsProvider === 'outbox')) {
    app.log.info(`dev outbox (codes and links without a real transport): http://localhost:${config.port}/dev/outbox?to=<email or phone>`);
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('graceful close timed out');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      // Stops accepting connections and waits for requests in flight; their SQL transactions commit or roll back whole.
      // Then (its onClose) the payment providers' job queue stops, letting the jobs in flight finish. Before all that
      // the realtime games stop leading (their engines stop, another node takes over) and their sockets close.
      await app.close();
      // Postings still queued for group commit (e.g. from background work) get their outcome before the database closes.
      await ledger.close();
      await db.close();
      app.log.info('closed');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'close failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  // The payment providers' job queue (sandbox notifications, expiries, payouts): app.close() stops it after the
  // requests in flight, before the ledger and the database close; jobs left over run at the next start.
  await app.payments.start();
  app.log.info({ providers: app.payments.names() }, 'payment providers ready');
  await app.listen({ port: config.port, host: config.host });
  // The realtime games' leader loops: this node leads a game when it takes the game's lock (app.close() lets go of it).
  app.realtime.start();
  // The casino's catalogue from its aggregator (the sandbox one calls this api, so only once it listens).
  await app.casino.start();
  await app.bonuses.start();
  // Today's and tomorrow's daily races (config/tournaments.json), and the job that pays the ended ones.
  await app.tournaments.start();
  // The VIP level-up job (a player reading their status is rewarded at once; the job rewards the others).
  await app.vip.start();
  // Partners' postbacks: the pump that moves them onto the job queue.
  await app.attribution.start();
}

main().catch((error: unknown) => {
  console.error('api failed to start', error);
  process.exit(1);
});
