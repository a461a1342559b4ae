#!/usr/bin/env node
// The e2e's sign-in provider "testid": a real OpenID Connect server (oidc-provider) whose login page asks only for an
// email. The email is the account: its subject, its verified email and, before the @, its name. Consent is implied.
import http from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_TEST_PORT ?? 4700);
const issuer = `http://127.0.0.1:${port}`;
const redirectUri = process.env.OIDC_TEST_REDIRECT_URI ?? 'http://localhost:4000/auth/callback/testid';

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_TEST_CLIENT_ID ?? 'casino-e2e',
      client_secret: process.env.OIDC_TEST_CLIENT_SECRET ?? 'casino-e2e-secret',
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  conformIdTokenClaims: false,
  cookies: { keys: ['e2e-only-cookie-key'] },
  features: { devInteractions: { enabled: false } },
  ttl: { Session: 3600, Grant: 3600, Interaction: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }),
  }),
});

const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const loginPage = (uid) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Testid</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 360px; margin: 48px auto; padding: 0 16px">
<main>
<h1>Sign in to Testid</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="email" required></p>
<p><button type="submit">Sign in</button></p>
</form>
</main>
</body></html>`;

async function readForm(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

async function interact(req, res) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(loginPage(details.uid));
    }
    const email = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(loginPage(details.uid));
    }
    return provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
  }
  const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
  grant.addOIDCScope(details.params.scope);
  await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
}

const server = http.createServer(async (req, res) => {
  if (!req.url?.startsWith('/interaction/')) return provider.callback()(req, res);
  try {
    await interact(req, res);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(String(error));
  }
});

server.listen(port, '127.0.0.1', () => console.log(`[oidc] test provider on ${issuer}, returning to ${redirectUri}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
