import { isCurrency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import type { Db } from '../../db/db';
import { ValidationError } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import {
  claimPendingPostbacks,
  deletePostbackConfig,
  findPostback,
  findPostbackConfig,
  listPostbackConfigs,
  listPostbacks,
  markPostbacks,
  recordPostbackAttempt,
  upsertPostbackConfig,
  type PostbackConfig,
} from './postback-repository';
import { postbackUrlProblem, renderPostbackUrl, sendPostback } from './postback-delivery';

export const POSTBACK_JOB = 'attribution-postback';

export type PostbackDeps = {
  db: Db;
  queue: JobQueue;
  /** Production: no internal hosts, checked when saved and again (DNS) when called. */
  strict: boolean;
  timeoutMs: number;
};

export async function savePostbackConfig(deps: Pick<PostbackDeps, 'db' | 'strict'>, config: PostbackConfig): Promise<void> {
  const problem = postbackUrlProblem(config.urlTemplate, deps.strict);
  if (problem) throw new ValidationError({ url_template: [problem] });
  await upsertPostbackConfig(deps.db, config);
}

export const removePostbackConfig = (db: Db, partner: string) => deletePostbackConfig(db, partner);
export const postbackConfigs = (db: Db) => listPostbackConfigs(db);
export const recentPostbacks = (db: Db, partner: string) => listPostbacks(db, partner, 100);

/** Moves pending postbacks onto the job queue, in one transaction with their new status. Returns how many. */
export async function queuePendingPostbacks(deps: Pick<PostbackDeps, 'db' | 'queue'>): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const pending = await claimPendingPostbacks(tx, 100);
    for (const postback of pending) await deps.queue.send(POSTBACK_JOB, { id: postback.id }, { tx });
    if (pending.length > 0)
      await markPostbacks(
        tx,
        pending.map((postback) => postback.id),
        'queued',
      );
    return pending.length;
  });
}

/** One attempt at one postback; throws on anything but a 2xx so the queue retries it. */
export async function deliverPostback(deps: PostbackDeps, id: number): Promise<void> {
  const postback = await findPostback(deps.db, id);
  if (!postback || postback.status !== 'queued') return;
  const config = await findPostbackConfig(deps.db, postback.partner);
  if (!config) {
    await recordPostbackAttempt(deps.db, id, { status: 'failed', httpStatus: null, error: 'the partner has no postback any more' });
    return;
  }
  const amount =
    postback.amountMinor !== null && postback.currency && isCurrency(postback.currency)
      ? fromMinorUnits(postback.amountMinor, postback.currency)
      : null;
  const values = {
    stag: postback.stag ?? '',
    event: postback.event,
    user_id: String(postback.userId),
    amount: amount === null ? '' : String(amount),
    currency: postback.currency ?? '',
    partner: postback.partner,
    postback_id: String(postback.id),
  };
  const url = renderPostbackUrl(config.urlTemplate, values);
  const body = { ...values, user_id: postback.userId, amount, currency: postback.currency, stag: postback.stag, postback_id: postback.id };
  let status: number | null = null;
  try {
    status = await sendPostback({ url, secret: config.secret, body, strict: deps.strict, timeoutMs: deps.timeoutMs });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await recordPostbackAttempt(deps.db, id, { status: 'queued', httpStatus: null, error: message });
    throw error;
  }
  if (status >= 200 && status < 300) {
    await recordPostbackAttempt(deps.db, id, { status: 'delivered', httpStatus: status, error: null });
    return;
  }
  await recordPostbackAttempt(deps.db, id, { status: 'queued', httpStatus: status, error: `HTTP ${status}` });
  throw new Error(`postback ${id}: the partner answered ${status}`);
}

export async function markPostbackFailed(db: Db, id: number): Promise<void> {
  const postback = await findPostback(db, id);
  if (postback && postback.status !== 'delivered') await markPostbacks(db, [id], 'failed');
}
