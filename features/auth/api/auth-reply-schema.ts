import { z } from 'zod';

/** A login or registration reply (spec section 7). */
export const authReplySchema = z.object({ success: z.boolean().optional(), token: z.string().min(1), sso: z.string().nullish() });
export type AuthReply = z.infer<typeof authReplySchema>;

export const successReplySchema = z.object({ success: z.boolean() }).loose();
