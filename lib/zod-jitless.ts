/**
 * Zod 4 compiles object parsers with `new Function` when it may, and finds out whether it may by trying one: under
 * the web's CSP (script-src without 'unsafe-eval') that try is refused and reported as a CSP violation on every page
 * that parses a form or a reply, even though zod catches it. `jitless` skips the probe and the compiling. Zod keeps its
 * global config on `globalThis.__zod_globalConfig`, so this sets it without loading zod.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
