import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', '.next', '.data', '.git', 'e2e', 'public']);
const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;

/**
 * The test files that replace modules (vi.mock and the like). They need a module registry of their own: in a shared
 * one, a module an earlier file imported stays the real one. Every other file runs without isolation.
 */
export function testFilesThatMockModules(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (TEST_FILE.test(entry.name) && MOCKS_MODULES.test(readFileSync(join(root, path), 'utf8'))) {
        found.push(path);
      }
    }
  };
  walk('');
  return found.sort();
}
