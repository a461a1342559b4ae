/**
 * The client address an api-made sign-up comes from (X-Forwarded-For; the api trusts loopback as a proxy). The api
 * allows 20 sign-ups an hour per address, and the browser's own sign-ups in every spec come from 127.0.0.1, so the
 * specs that register through the api each use a TEST-NET-2 address of their own (an unknown country: region RU).
 */
export function signUpAddress(): { 'x-forwarded-for': string } {
  return { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
}
