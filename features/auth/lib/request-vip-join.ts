/**
 * The VIP-join seam (spec section 4: a sign-in from a modal that asked for VIP requests a VIP join). There is no
 * VIP api yet; the VIP issue makes this POST /api/v2/vip/join with its request_type. Until then it does nothing.
 */
export async function requestVipJoin(): Promise<void> {}
