/** Modals open from query flags (spec section 2): `?signup`, `?login`, `?deposit`. */
export const MODAL_FLAGS = ['signup', 'login', 'deposit'] as const;
export type ModalFlag = (typeof MODAL_FLAGS)[number];

/** The modal a query asks for; the first flag in MODAL_FLAGS order wins when several are present. */
export function getActiveModal(params: URLSearchParams): ModalFlag | null {
  return MODAL_FLAGS.find((flag) => params.has(flag)) ?? null;
}

/** The query string without any modal flag, `?` included when something is left. */
export function withoutModalFlags(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const flag of MODAL_FLAGS) next.delete(flag);
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** The href that opens a modal on the current page, keeping the other query parameters. */
export function withModalFlag(params: URLSearchParams, flag: ModalFlag): string {
  const rest = withoutModalFlags(params);
  return rest ? `${rest}&${flag}` : `?${flag}`;
}
