/** Modals open from query flags (spec section 2): `?signup`, `?login`, `?deposit`. */
export const MODAL_FLAGS = ['signup', 'login', 'deposit'] as const;
export type ModalFlag = (typeof MODAL_FLAGS)[number];

/** Options a modal flag may carry; they leave the URL with it. `?signup&vip`: the sign-in should end with a VIP join request. */
export const MODAL_OPTIONS = ['vip'] as const;

export function isVipJoinRequested(params: URLSearchParams): boolean {
  return params.has('vip');
}

/** The modal a query asks for; the first flag in MODAL_FLAGS order wins when several are present. */
export function getActiveModal(params: URLSearchParams): ModalFlag | null {
  return MODAL_FLAGS.find((flag) => params.has(flag)) ?? null;
}

/** The query string without any modal flag or option, `?` included when something is left. */
export function withoutModalFlags(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const flag of [...MODAL_FLAGS, ...MODAL_OPTIONS]) next.delete(flag);
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** The href that opens a modal on the current page, keeping the other query parameters. */
export function withModalFlag(params: URLSearchParams, flag: ModalFlag): string {
  const rest = withoutModalFlags(params);
  return rest ? `${rest}&${flag}` : `?${flag}`;
}
