import type { ReactElement } from 'react';
import type { PaymentShape } from '../api/get-billing-data';

type IconKind = 'card' | 'phone' | 'coin' | 'bitcoin' | 'tether' | 'ether' | 'checkout';

/** The operator's `icon` names we draw; anything else falls back to the method's shape. */
const ICON_ALIASES: Record<string, IconKind> = {
  card: 'card',
  visa: 'card',
  mastercard: 'card',
  mir: 'card',
  humo: 'card',
  uzcard: 'card',
  phone: 'phone',
  sbp: 'phone',
  'phone-transfer': 'phone',
  crypto: 'coin',
  coin: 'coin',
  btc: 'bitcoin',
  bitcoin: 'bitcoin',
  usdt: 'tether',
  tether: 'tether',
  usdttrc20: 'tether',
  usdterc20: 'tether',
  eth: 'ether',
  ethereum: 'ether',
  checkout: 'checkout',
  sandbox: 'checkout',
};

const SHAPE_ICON: Record<PaymentShape, IconKind> = { card: 'card', phone: 'phone', crypto: 'coin', checkout: 'checkout' };

const coin = (glyph: ReactElement) => (
  <>
    <circle cx="16" cy="16" r="12" fill="currentColor" opacity="0.18" />
    <circle cx="16" cy="16" r="12" fill="none" stroke="currentColor" strokeWidth="2" />
    {glyph}
  </>
);

const DRAWINGS: Record<IconKind, ReactElement> = {
  card: (
    <>
      <rect x="3" y="7" width="26" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="3" y="11" width="26" height="4" fill="currentColor" />
      <rect x="7" y="19" width="8" height="2" rx="1" fill="currentColor" />
    </>
  ),
  phone: (
    <>
      <rect x="9" y="3" width="14" height="26" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="14" y="24" width="4" height="2" rx="1" fill="currentColor" />
      <path d="M13 12l3 3 3-3M16 8v7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  coin: coin(<path d="M12 12h8M12 20h8M16 9v14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />),
  bitcoin: coin(
    <path
      d="M13 10h5a3 3 0 010 6h-5zM13 16h6a3 3 0 010 6h-6zM13 10v12M15 8v2M18 8v2M15 22v2M18 22v2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />,
  ),
  tether: coin(<path d="M10 10h12M16 10v13M11 15c2 1 8 1 10 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />),
  ether: coin(<path d="M16 7l-5 9 5 3 5-3zM11 18l5 7 5-7-5 3z" fill="currentColor" />),
  checkout: (
    <>
      <rect x="3" y="5" width="22" height="18" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h22" stroke="currentColor" strokeWidth="2" />
      <path d="M19 27l10-10M22 17h7v7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
};

export function iconKindOf(icon: string | null, shape: PaymentShape): IconKind {
  return (icon && ICON_ALIASES[icon.toLowerCase()]) || SHAPE_ICON[shape];
}

/** A method's picture, drawn here in SVG; decorative (the method's name is next to it). */
export function MethodIcon({ icon, shape, className }: { icon: string | null; shape: PaymentShape; className?: string }) {
  const kind = iconKindOf(icon, shape);
  return (
    <svg className={className} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" data-icon={kind}>
      {DRAWINGS[kind]}
    </svg>
  );
}
