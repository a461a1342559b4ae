import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { apiClient } from '@/lib/api/api-client';

export const socialLoginSchema = z.object({
  provider: z.string().min(1),
  origin: z.url(),
  currency: z.enum(CURRENCIES),
  promo: z.string().nullish(),
});
export type SocialLoginInput = z.infer<typeof socialLoginSchema>;

/** Only a web address may become the pop-up's location. */
export const socialLoginReplySchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** PUT /auth/login: the provider's authorization URL for the pop-up. */
export async function startSocialLogin(input: SocialLoginInput): Promise<string> {
  const { data } = await apiClient.put<unknown>('/auth/login', socialLoginSchema.parse(input));
  return socialLoginReplySchema.parse(data).url;
}

export function useStartSocialLogin() {
  return useMutation({ mutationFn: startSocialLogin });
}

/** The origin the api's callback page posts from: the api's own. */
export function apiOrigin(): string {
  return new URL(apiClient.defaults.baseURL ?? '', window.location.href).origin;
}
