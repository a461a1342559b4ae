/** Spec section 4: the raw KYC statuses the back office uses, folded into the three the product shows. */
export const RAW_VERIFICATION_STATUSES = [
  'init',
  'waiting',
  'user_pending',
  'pending',
  'failed',
  'unverified',
  'success',
  'verified',
] as const;
export type RawVerificationStatus = (typeof RAW_VERIFICATION_STATUSES)[number];
export type VerificationStatus = 'pending' | 'failed' | 'success';

const MAPPING: Record<RawVerificationStatus, VerificationStatus> = {
  init: 'pending',
  waiting: 'pending',
  user_pending: 'pending',
  pending: 'pending',
  failed: 'failed',
  unverified: 'failed',
  success: 'success',
  verified: 'success',
};

/** Maps a raw status; anything unknown is null. */
export function mapVerificationStatus(raw: string | null | undefined): VerificationStatus | null {
  if (typeof raw !== 'string') return null;
  return Object.hasOwn(MAPPING, raw) ? MAPPING[raw as RawVerificationStatus] : null;
}
