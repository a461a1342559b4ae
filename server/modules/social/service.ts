import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Currency } from '@/lib/currencies';
import type { Config, OidcProviderConfig } from '../../config';
import type { Db } from '../../db/db';
import { HttpError, ValidationError } from '../../http/errors';
import { enforceRateLimits, type RateLimiter } from '../../http/rate-limit';
import type { Ledger } from '../../ledger/ledger';
import { hashToken, openSession } from '../sessions/service';
import { recordRegistration } from '../attribution/service';
import { createUserIn, findUserByEmail, markContactVerified } from '../users/service';
import { findIdentityUserId, insertIdentity, insertOauthState, takeOauthState } from './repository';
import { loginSsoLink } from '../mirrors/service';

export const OAUTH_STATE_TTL_S = 600;

export type SocialDeps = { db: Db; ledger: Ledger; config: Config; limiter: RateLimiter };
/** sso: the SSO home's link when the pop-up's opener is a mirror that is not the home (as a login reply's). */
export type SocialResult = { origin: string; token: string; isRegister: boolean; sso: string | null };

export class SocialCallbackError extends Error {
  constructor(
    readonly origin: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'SocialCallbackError';
  }
}

/** Social sign-in over OpenID Connect (authorization code + PKCE), one client per configured provider. */
export function createSocialLogin(deps: SocialDeps) {
  const { db, config } = deps;
  const discovered = new Map<string, Promise<oidc.Configuration>>();

  const providerOf = (name: string): OidcProviderConfig | undefined => config.oidcProviders.find((p) => p.name === name);
  const redirectUri = (provider: string) => `${config.apiPublicUrl}/auth/callback/${provider}`;

  function discover(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let pending = discovered.get(provider.name);
    if (!pending) {
      const insecure = new URL(provider.issuer).protocol === 'http:' && config.env !== 'production';
      pending = oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
      });
      // A failed discovery is retried by the next login rather than cached.
      pending.catch(() => discovered.delete(provider.name));
      discovered.set(provider.name, pending);
    }
    return pending;
  }

  return {
    /** The configured providers' names, for the web's sign-in buttons. */
    providers(): { name: string }[] {
      return config.oidcProviders.map((provider) => ({ name: provider.name }));
    },

    /** The provider's authorization URL for a pop-up opened by the web at `origin`. */
    async start(input: { provider: string; origin: string; currency: Currency; promo: string | null }, ip: string): Promise<string> {
      await enforceRateLimits(deps.limiter, [{ key: `login:ip:${ip}`, rule: config.rateLimits.loginIp }]);
      const provider = providerOf(input.provider);
      if (!provider) throw new ValidationError({ provider: ['unknown_provider: This sign-in provider is not available.'] });
      const origin = new URL(input.origin).origin;
      if (!config.webOrigins.includes(origin)) throw new ValidationError({ origin: ['invalid_origin: This origin is not allowed.'] });
      let client: oidc.Configuration;
      try {
        client = await discover(provider);
      } catch {
        throw new HttpError(503, 'The sign-in provider is unavailable.');
      }
      const state = randomBytes(32).toString('base64url');
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await insertOauthState(
        db,
        hashToken(state),
        { provider: provider.name, codeVerifier, nonce, origin, currency: input.currency, promo: input.promo },
        OAUTH_STATE_TTL_S,
      );
      return oidc
        .buildAuthorizationUrl(client, {
          redirect_uri: redirectUri(provider.name),
          scope: provider.scope,
          state,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },

    /** Exchanges the code, finds or creates the user and opens a session. */
    async finish(providerName: string, search: string, client: { ip: string; userAgent: string | null }): Promise<SocialResult> {
      const params = new URLSearchParams(search);
      const state = params.get('state');
      const saved = state ? await takeOauthState(db, hashToken(state)) : null;
      const provider = providerOf(providerName);
      if (!saved || !provider || saved.provider !== provider.name)
        throw new SocialCallbackError(null, 'The sign-in attempt is unknown or has expired.');
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(await discover(provider), new URL(`${redirectUri(provider.name)}?${params}`), {
          pkceCodeVerifier: saved.codeVerifier,
          expectedState: state!,
          expectedNonce: saved.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch {
        throw new SocialCallbackError(saved.origin, 'The provider did not confirm the sign-in.');
      }
      if (!claims?.sub) throw new SocialCallbackError(saved.origin, 'The provider did not identify the user.');
      const email = claims.email_verified === true && typeof claims.email === 'string' ? claims.email.toLowerCase() : null;

      let userId = await findIdentityUserId(db, provider.name, claims.sub);
      let isRegister = false;
      if (userId === null) {
        const holder = email ? await findUserByEmail(db, email) : null;
        // Joining an account whose email nobody confirmed would hand it to whoever can pre-register that email.
        if (holder && !holder.isEmailVerified) {
          throw new SocialCallbackError(saved.origin, 'An account with this email exists; sign in to it and confirm its email first.');
        }
        userId = await db.transaction(async (tx) => {
          if (holder) {
            // The provider vouches for this email: the existing account gains a way in.
            await insertIdentity(tx, { provider: provider.name, subject: claims.sub, userId: holder.id, email });
            return holder.id;
          }
          const user = await createUserIn(tx, deps.ledger, {
            email,
            currency: saved.currency,
            registerMethod: provider.name,
            attribution: { promo: saved.promo },
          });
          await insertIdentity(tx, { provider: provider.name, subject: claims.sub, userId: user.id, email });
          // The partner fields arrive with the attachSource after the sign-in; the registration counts now.
          await recordRegistration(tx, user.id, { promo: saved.promo }, client.ip);
          if (email) await markContactVerified(tx, user.id, 'email', email);
          return user.id;
        });
        isRegister = !holder;
      }
      const token = await openSession(db, config, userId, client);
      return { origin: saved.origin, token, isRegister, sso: await loginSsoLink(db, saved.origin) };
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;

/** JSON that is safe inside an inline script. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The pop-up page: hands the result to the window that opened it, at its origin only, and closes. */
export function popupPage(origin: string, message: Record<string, unknown>, nonce: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Signing in</title></head><body>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(message)};
  if (window.opener) window.opener.postMessage(message, ${scriptJson(origin)});
  window.close();
})();
</script>
</body></html>`;
}
