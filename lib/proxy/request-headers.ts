const OVERRIDE_LIST = 'x-middleware-override-headers';
const OVERRIDE_PREFIX = 'x-middleware-request-';

/**
 * Adds headers to the request Next renders from a proxy response that continues (next or rewrite).
 * Next replaces the request's headers with the override list when the response has one, so a list another
 * step wrote (next-intl's locale header) is extended, and without a list the request's own headers start it.
 * A redirect renders nothing and is returned untouched.
 */
export function forwardRequestHeaders<T extends Response>(response: T, request: Request, extra: Record<string, string>): T {
  if (response.headers.has('location')) return response;
  const listed = response.headers.get(OVERRIDE_LIST);
  const names = new Set(listed ? listed.split(',').map((name) => name.trim()) : []);
  if (!listed) {
    for (const [name, value] of request.headers) {
      response.headers.set(OVERRIDE_PREFIX + name, value);
      names.add(name);
    }
  }
  for (const [name, value] of Object.entries(extra)) {
    const key = name.toLowerCase();
    response.headers.set(OVERRIDE_PREFIX + key, value);
    names.add(key);
  }
  response.headers.set(OVERRIDE_LIST, [...names].join(','));
  return response;
}
