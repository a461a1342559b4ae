'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { HistoryItem } from '../api/get-billing-history';
import { statusTone } from '../lib/payment-status';

/** A deposit's or a payout's status in words; an unknown one shows the api's own name. */
export function StatusBadge({ type, status, statusName }: Pick<HistoryItem, 'type' | 'status' | 'statusName'>) {
  const t = useTranslations('cashier.status');
  const text = status === 'unknown' && statusName ? statusName : t(`${type}.${status}`);
  return <Badge tone={statusTone(status)}>{text}</Badge>;
}
