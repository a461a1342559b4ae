import { DEFAULT_CURRENCY } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import type { Db } from '../db/db';
import type { TokenLookup } from '../http/authenticate';
import { renderKnownError, type RenderedError } from '../http/error-handler';
import { NotFoundError, UnauthorizedError } from '../http/errors';
import type { Ledger } from '../ledger/ledger';
import type { Player } from '../games/core/types';
import { authenticateDemoToken, readUserCurrency } from '../games/demo/service';
import type { Client, Hub } from './hub';
import { ackFrame, errorFrame, type Command, type CommandResult, type ForwardedCommand } from './protocol';
import type { Audience, RealtimeEngine, RealtimeGameId, RoundMirror } from './types';

type Log = { error(object: object, message: string): void };

export type CommandDeps = {
  db: Db;
  ledger: Ledger;
  /** The REST api's bearer-token lookup (app.lookupToken). */
  lookupToken: TokenLookup;
  mirrors: ReadonlyMap<RealtimeGameId, RoundMirror>;
  /** A bet, cash-out or cancel to its game's leader, on this node or another. */
  forward: (command: ForwardedCommand) => Promise<CommandResult>;
  log: Log;
  now?: () => number;
};

const INTERNAL: RenderedError = { status: 500, body: { message: 'Internal server error.' } };

/** A thrown refusal as its error frame's content; anything else is the code's mistake, logged and a bare 500. */
function render(error: unknown, log: Log): RenderedError {
  const rendered = renderKnownError(error);
  if (rendered) return rendered;
  log.error({ err: error }, 'realtime command failed');
  return INTERNAL;
}

/** The leader's side of a forwarded command: the engine's ack data, or its refusal rendered. */
export async function runOnEngine(engine: RealtimeEngine, command: ForwardedCommand, log: Log): Promise<CommandResult> {
  try {
    return { ok: true, data: await engine.command(command.caller, command.op, command.args) };
  } catch (error) {
    return { ok: false, error: render(error, log) };
  }
}

async function authenticate(deps: CommandDeps, command: Extract<Command, { op: 'auth' }>) {
  const at = (deps.now ?? Date.now)();
  if (command.demo !== undefined) {
    const session = await authenticateDemoToken(deps.db, command.demo);
    const player: Player = { kind: 'demo', sessionId: session.id, currency: session.currency };
    return {
      player,
      expiresAtMs: null,
      ack: { demo: true, balance: fromMinorUnits(session.balanceMinor, session.currency), currency: session.currency },
    };
  }
  const session = await deps.lookupToken(command.token ?? '');
  if (!session) throw new UnauthorizedError();
  const player: Player = { kind: 'user', userId: session.userId };
  const currency = (await readUserCurrency(deps.db, session.userId)) ?? DEFAULT_CURRENCY;
  const balances = await deps.ledger.playerBalances(deps.db, session.userId, currency);
  const expiresAtMs = session.accessExpiresInS === null ? null : at + session.accessExpiresInS * 1000;
  return { player, expiresAtMs, ack: { user_id: session.userId, balance: fromMinorUnits(balances.realMinor, currency), currency } };
}

/** Answers every command of a socket: an ack (then, for join, the snapshot) or a typed error frame. */
export function createCommandRunner(deps: CommandDeps, hub: Hub) {
  const now = deps.now ?? Date.now;
  const mirrorOf = (game: RealtimeGameId) => {
    const mirror = deps.mirrors.get(game);
    if (!mirror) throw new NotFoundError(`game_not_found: ${game} is not served here.`);
    return mirror;
  };

  const run = async (client: Client, command: Command): Promise<void> => {
    switch (command.op) {
      case 'ping':
        return client.send(ackFrame(command.id, { server_time: now() }));
      case 'auth': {
        const { player, expiresAtMs, ack } = await authenticate(deps, command);
        hub.authenticate(client, { player, region: client.region, ip: client.ip }, audienceOf(player), expiresAtMs);
        return client.send(ackFrame(command.id, ack));
      }
      case 'join': {
        const mirror = mirrorOf(command.game);
        hub.join(client, command.game);
        client.send(ackFrame(command.id, {}));
        const viewer = client.caller ? audienceOf(client.caller.player) : null;
        const snapshot = mirror.snapshot(now(), viewer) as Record<string, unknown>;
        return client.send(JSON.stringify({ type: 'snapshot', game: command.game, ...snapshot }));
      }
      case 'leave':
        hub.leave(client, command.game);
        return client.send(ackFrame(command.id, {}));
      default: {
        const { id, op, game, ...args } = command;
        mirrorOf(game);
        const caller = client.caller;
        if (!caller || (client.authExpiresAtMs !== null && client.authExpiresAtMs <= now())) throw new UnauthorizedError();
        const result = await deps.forward({ game, op, caller, args });
        return client.send(result.ok ? ackFrame(id, result.data) : errorFrame(id, result.error));
      }
    }
  };

  return async (client: Client, command: Command): Promise<void> => {
    try {
      await run(client, command);
    } catch (error) {
      client.send(errorFrame(command.id, render(error, deps.log)));
    }
  };
}

export function audienceOf(player: Player): Audience {
  return player.kind === 'user' ? { kind: 'user', userId: player.userId } : { kind: 'demo', sessionId: player.sessionId };
}
