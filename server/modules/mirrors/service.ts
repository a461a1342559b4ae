import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  defaultMirrorData,
  hostnameSchema,
  MIRROR_PIXEL_PATH,
  SSO_ROUTES,
  verificationMetaSchema,
  type MirrorData,
  type MirrorToCheck,
} from '@/lib/mirrors/contract';
import type { Db } from '../../db/db';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/errors';
import { hashToken, newOpaqueToken, openSession, type SessionTtls } from '../sessions/service';
import {
  availabilityReport,
  clearSsoHomeExcept,
  consumeHandoff,
  deleteMirror,
  deleteStaleHandoffs,
  findMirrorByHostname,
  findMirrorById,
  findSsoHome,
  insertHandoff,
  insertMirror,
  insertMirrorIfAbsent,
  insertMirrorVisit,
  insertProbeResults,
  insertTrackingEvent,
  listMirrors,
  listTrackingEvents,
  updateMirror,
  type Mirror,
  type MirrorFields,
  type ProbeRow,
} from './repository';

export type { Mirror, MirrorFields };
export {
  availabilityReport,
  insertMirrorVisit as recordMirrorVisit,
  insertTrackingEvent as recordTrackingEvent,
  listMirrors,
  listTrackingEvents,
};

const settingUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .nullable();

const mirrorFields = {
  hostname: hostnameSchema,
  is_sso_home: z.boolean(),
  is_blocked: z.boolean(),
  verification_meta: verificationMetaSchema,
  revshare_service_frontend_url: settingUrl,
  telegram_channel_url: settingUrl,
};

/** One mirror as the seed file and the operator write it. */
export const mirrorInputSchema = z.object({
  ...mirrorFields,
  is_sso_home: mirrorFields.is_sso_home.default(false),
  is_blocked: mirrorFields.is_blocked.default(false),
  verification_meta: mirrorFields.verification_meta.default({}),
  revshare_service_frontend_url: settingUrl.default(null),
  telegram_channel_url: settingUrl.default(null),
});
export type MirrorInput = z.output<typeof mirrorInputSchema>;

/** A change of some of a mirror's fields (nothing defaults: a field left out stays). */
export const mirrorPatchSchema = z
  .object(mirrorFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'empty_patch: Nothing to change.' });

const seedSchema = z
  .object({ mirrors: z.array(mirrorInputSchema).max(500) })
  .refine((seed) => seed.mirrors.filter((m) => m.is_sso_home).length <= 1, {
    message: 'At most one mirror is the SSO home.',
  });

export function toFields(input: MirrorInput): MirrorFields {
  return {
    hostname: input.hostname,
    isSsoHome: input.is_sso_home,
    isBlocked: input.is_blocked,
    verificationMeta: input.verification_meta,
    revshareServiceFrontendUrl: input.revshare_service_frontend_url,
    telegramChannelUrl: input.telegram_channel_url,
  };
}

export function readMirrorSeed(path: string): MirrorInput[] {
  return seedSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).mirrors;
}

/** Writes the seed's mirrors that are not there yet; the SSO home only when none is set. */
export async function seedMirrors(db: Db, seed: MirrorInput[]): Promise<void> {
  const hasHome = (await findSsoHome(db)) !== null;
  for (const input of seed) await insertMirrorIfAbsent(db, { ...toFields(input), isSsoHome: input.is_sso_home && !hasHome });
}

/** `host` as browsers send it: a hostname and maybe a port. Null when it is not one. */
export function parseHost(host: string): { hostname: string; port: string } | null {
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  if (!match) return null;
  const hostname = hostnameSchema.safeParse(match[1]);
  return hostname.success ? { hostname: hostname.data, port: match[2] ?? '' } : null;
}

export type Place = { scheme: 'http' | 'https'; port: string };

/** The origin of `hostname` as the browser that is on `place` reaches it (in dev all mirrors share the port). */
export function originOf(hostname: string, place: Place): string {
  return `${place.scheme}://${hostname}${place.port ? `:${place.port}` : ''}`;
}

/** The scheme and port of an Origin header (the page the browser is on); https without one. */
export function placeOfOrigin(origin: string | undefined): { hostname: string | null; place: Place } {
  try {
    if (!origin) throw new Error('no origin');
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return { hostname: url.hostname, place: { scheme: url.protocol === 'http:' ? 'http' : 'https', port: url.port } };
  } catch {
    return { hostname: null, place: { scheme: 'https', port: '' } };
  }
}

/** What a page on `hostname` carries; unknown hosts get the defaults and nothing of another mirror. */
export async function mirrorDataFor(db: Db, hostname: string, place: Place): Promise<MirrorData> {
  const mirror = await findMirrorByHostname(db, hostname);
  if (!mirror) return defaultMirrorData(hostname);
  const home = mirror.isSsoHome ? null : await findSsoHome(db);
  return {
    hostname,
    known: true,
    is_sso_home: mirror.isSsoHome,
    blocked: mirror.isBlocked,
    sso: home ? `${originOf(home.hostname, place)}${SSO_ROUTES.start}` : null,
    verification_meta: mirror.verificationMeta,
    settings: { revshare_service_frontend_url: mirror.revshareServiceFrontendUrl, telegram_channel_url: mirror.telegramChannelUrl },
  };
}

/**
 * The SSO link of a login reply made on `hostname`: the home's pull route, which takes the fresh session over from
 * the mirror (docs/mirrors.md). Null on the home, on unknown hosts and without a home.
 */
export async function loginSsoLink(db: Db, origin: string | undefined): Promise<string | null> {
  const { hostname, place } = placeOfOrigin(origin);
  if (!hostname) return null;
  const mirror = await findMirrorByHostname(db, hostname);
  if (!mirror || mirror.isSsoHome) return null;
  const home = await findSsoHome(db);
  return home ? `${originOf(home.hostname, place)}${SSO_ROUTES.pull}` : null;
}

/** A working mirror for a player on `hostname` (GET /api/mirror): another non-blocked one, the current one last. */
export async function workingMirrorLink(db: Db, hostname: string | null, place: Place): Promise<string | null> {
  const mirrors = (await listMirrors(db)).filter((mirror) => !mirror.isBlocked);
  const current = mirrors.find((mirror) => mirror.hostname === hostname);
  if (current) return originOf(current.hostname, place);
  const other = mirrors.find((mirror) => mirror.isSsoHome) ?? mirrors[0];
  return other ? originOf(other.hostname, place) : null;
}

export async function mirrorsToCheck(db: Db, place: Place): Promise<MirrorToCheck[]> {
  return (await listMirrors(db)).map((mirror) => {
    const url = originOf(mirror.hostname, place);
    return { url, image: `${url}${MIRROR_PIXEL_PATH}` };
  });
}

/** Stores the probes of configured mirrors only (a key may be a hostname or a URL); how many were stored. */
export async function recordProbeResults(
  db: Db,
  userId: number,
  place: { region: string; countryCode: string | null },
  results: Record<string, number | null>,
): Promise<number> {
  const known = new Set((await listMirrors(db)).map((mirror) => mirror.hostname));
  const rows: ProbeRow[] = [];
  for (const [key, loadMs] of Object.entries(results)) {
    const hostname = hostnameOfKey(key);
    if (hostname && known.has(hostname)) rows.push({ hostname, loadMs });
  }
  await insertProbeResults(db, userId, place, rows);
  return rows.length;
}

function hostnameOfKey(key: string): string | null {
  if (/^https?:\/\//i.test(key)) {
    try {
      return new URL(key).hostname;
    } catch {
      return null;
    }
  }
  return parseHost(key)?.hostname ?? null;
}

export async function createMirror(db: Db, input: MirrorInput): Promise<Mirror> {
  return db.transaction(async (tx) => {
    if (input.is_sso_home) await clearSsoHomeExcept(tx, null);
    const made = await insertMirror(tx, toFields(input));
    if (!made) throw new ConflictError('A mirror with this hostname exists.');
    return made;
  });
}

export async function changeMirror(db: Db, id: number, patch: Partial<MirrorInput>): Promise<Mirror> {
  return db.transaction(async (tx) => {
    const current = await findMirrorById(tx, id);
    if (!current) throw new NotFoundError('Mirror not found.');
    const fields: MirrorFields = {
      hostname: patch.hostname ?? current.hostname,
      isSsoHome: patch.is_sso_home ?? current.isSsoHome,
      isBlocked: patch.is_blocked ?? current.isBlocked,
      verificationMeta: patch.verification_meta ?? current.verificationMeta,
      revshareServiceFrontendUrl:
        patch.revshare_service_frontend_url !== undefined ? patch.revshare_service_frontend_url : current.revshareServiceFrontendUrl,
      telegramChannelUrl: patch.telegram_channel_url !== undefined ? patch.telegram_channel_url : current.telegramChannelUrl,
    };
    if (fields.isSsoHome) await clearSsoHomeExcept(tx, id);
    if (fields.hostname !== current.hostname && (await findMirrorByHostname(tx, fields.hostname))) {
      throw new ConflictError('A mirror with this hostname exists.');
    }
    const changed = await updateMirror(tx, id, fields);
    if (!changed) throw new NotFoundError('Mirror not found.');
    return changed;
  });
}

export async function removeMirror(db: Db, id: number): Promise<void> {
  if (!(await deleteMirror(db, id))) throw new NotFoundError('Mirror not found.');
}

const nonceHash = (nonce: string) => createHash('sha256').update(`sso-nonce:${nonce}`).digest('hex');

/**
 * A single-use hand-off token for the signed-in user (docs/mirrors.md): valid ttlS seconds, only on `targetHost`
 * (a configured, unblocked mirror), only for the browser holding `nonce` in its cookie there.
 */
export async function issueHandoff(db: Db, userId: number, targetHost: string, nonce: string, ttlS: number): Promise<string> {
  const mirror = await findMirrorByHostname(db, targetHost);
  if (!mirror || mirror.isBlocked) throw new ValidationError({ target_host: ['unknown_mirror: The target is no working mirror.'] });
  await deleteStaleHandoffs(db);
  const token = newOpaqueToken();
  await insertHandoff(db, { tokenSha256: hashToken(token), userId, targetHost, nonceSha256: nonceHash(nonce), ttlS });
  return token;
}

/** Exchanges a hand-off token for a new session on `host`; any mismatch burns the token and answers 401. */
export async function exchangeHandoff(
  db: Db,
  ttls: SessionTtls,
  input: { token: string; host: string; nonce: string },
  client: { ip: string; userAgent: string | null },
): Promise<string> {
  const handoff = await consumeHandoff(db, hashToken(input.token));
  const nonceMatches = handoff !== null && timingSafeEqual(Buffer.from(handoff.nonceSha256), Buffer.from(nonceHash(input.nonce)));
  if (!handoff || handoff.expired || handoff.targetHost !== input.host || !nonceMatches) {
    throw new UnauthorizedError('The hand-off token is invalid, used, expired, or not for this mirror or browser.');
  }
  return openSession(db, ttls, handoff.userId, client);
}
