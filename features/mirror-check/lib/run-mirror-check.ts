import type { MirrorToCheck } from '@/lib/mirrors/contract';

export type MirrorCheckDeps = {
  fetchMirrors: () => Promise<MirrorToCheck[] | null>;
  probe: (imageUrl: string) => Promise<number | null>;
  send: (results: Record<string, number | null>) => Promise<void>;
};

/** One check: every listed mirror's pixel probed at once; the results posted by hostname. */
export async function runMirrorCheck(deps: MirrorCheckDeps): Promise<void> {
  const mirrors = await deps.fetchMirrors();
  if (!mirrors || mirrors.length === 0) return;
  const times = await Promise.all(mirrors.map((mirror) => deps.probe(mirror.image)));
  const results: Record<string, number | null> = {};
  mirrors.forEach((mirror, index) => {
    results[new URL(mirror.url).hostname] = times[index];
  });
  await deps.send(results);
}
