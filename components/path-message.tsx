import type { ReactNode } from 'react';

/** A translated template with a `{path}` placeholder, the placeholder filled with the given node. */
export function PathMessage({ template, path }: { template: string; path: ReactNode }) {
  const [before, after = ''] = template.split('{path}');
  return (
    <>
      {before}
      {path}
      {after}
    </>
  );
}
