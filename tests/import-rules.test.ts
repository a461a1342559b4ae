import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const configPath = join(root, '.dependency-cruiser.cjs');
const config = createRequire(import.meta.url)(configPath) as { forbidden: { name: string }[] };
const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** A small tree shaped like ours: each rule broken once, next to imports the rules allow. */
const FIXTURE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', paths: { '@/*': ['./*'] } },
  }),
  'lib/ok.ts': 'export const ok = 1;\n',
  'lib/bad.ts': "import { thing } from '@/features/a/thing';\nexport const bad = thing;\n",
  'lib/unresolved.ts': "import { missing } from '@/lib/missing';\nexport const unresolved = missing;\n",
  'i18n/ok.ts': "import { ok } from '@/lib/ok';\nexport const messages = ok;\n",
  'components/ok.tsx': "import { ok } from '@/lib/ok';\nimport { messages } from '@/i18n/ok';\nexport const Ok = () => ok + messages;\n",
  'components/bad.tsx': "import { thing } from '@/features/a/thing';\nexport const Bad = () => thing;\n",
  'features/a/thing.ts':
    "import { ok } from '@/lib/ok';\nimport { Ok } from '@/components/ok';\nimport { other } from './other';\nexport const thing = ok + other + String(Ok);\n",
  'features/a/other.ts': 'export const other = 2;\n',
  'features/a/bad.ts': "import type { Thing } from '@/features/b/thing';\nexport const bad: Thing | null = null;\n",
  'features/a/lazy.ts': "export const load = () => import('@/features/b/thing');\n",
  'features/a/to-app.ts': "import { page } from '@/app/page';\nexport const toApp = page;\n",
  'features/b/thing.ts': 'export type Thing = { id: number };\nexport const thing = 3;\n',
  'app/page.tsx':
    "import { thing } from '@/features/a/thing';\nimport { thing as b } from '@/features/b/thing';\nimport { Ok } from '@/components/ok';\nexport const page = thing + b + String(Ok);\n",
  'app/to-server.ts': "import { app } from '@/server/app';\nexport const toServer = app;\n",
  'server/app.ts': "import { ok } from '@/lib/ok';\nimport { thing } from '@/features/a/thing';\nexport const app = ok + thing;\n",
  'server/modules/a/repository.ts': 'export const rows = [];\n',
  'server/modules/a/service.ts':
    "import { rows } from './repository';\nimport { serve } from '../b/service';\nimport { peek } from '../b/repository';\nexport const service = [rows, serve, peek];\n",
  'server/modules/b/repository.ts': 'export const peek = 4;\n',
  'server/modules/b/service.ts': "import { peek } from './repository';\nexport const serve = peek;\n",
  'server/http/ok.ts': "import { ok } from '@/lib/ok';\nexport const plumbing = ok;\n",
  'server/http/authenticate.ts': "import { service } from '../modules/a/service';\nexport const authenticate = service;\n",
  'server/db/seed.ts':
    "import { serve } from '../modules/b/service';\nimport { peek } from '../modules/b/repository';\nexport const seed = serve + peek;\n",
  'server/db/migrate.ts': "import { applied } from './migration-repository';\nexport const migrate = applied;\n",
  'server/db/migration-repository.ts': 'export const applied = 5;\n',
  // Every file that runs SQL is a repository, wherever it lives: its own folder (or module) only.
  'server/modules/b/rates-repository.ts': 'export const rates = 6;\n',
  'server/modules/a/sub/part.ts':
    "import { rows } from '../repository';\nimport { rates } from '../../b/rates-repository';\nexport const part = [rows, rates];\n",
  'server/modules/a/posting.ts': "import { entries } from '../../ledger/repository';\nexport const posting = entries;\n",
  'server/ledger/repository.ts': 'export const entries = 7;\n',
  'server/ledger/ledger.ts': "import { entries } from './repository';\nexport const ledger = entries;\n",
  'server/http/idempotency-repository.ts': 'export const claims = 8;\n',
  'server/realtime/socket.ts': "import { claims } from '../http/idempotency-repository';\nexport const socket = claims;\n",
  'server/payments/sandbox/repository.ts': 'export const invoices = 9;\n',
  'server/payments/sandbox/gateway.ts': "import { invoices } from './repository';\nexport const gateway = invoices;\n",
  'server/payments/other/gateway.ts': "import { invoices } from '../sandbox/repository';\nexport const other = invoices;\n",
  'server/main.ts': "import { entries } from './ledger/repository';\nexport const main = entries;\n",
  'server/games/dice/repository.ts': 'export const bets = 10;\n',
  'server/games/crash/engine.ts':
    "import { bets } from '../dice/repository';\nimport { peek } from '../../modules/b/repository';\nexport const engine = [bets, peek];\n",
  // Folders import each other one way: a cycle through three folders breaks it; files of one folder, the subfolders of
  // one module and test code may import each other in a cycle.
  'server/games/core/types.ts': "import { FEED_GAMES } from '../feed/games';\nexport const GAME_IDS = FEED_GAMES;\n",
  'server/games/feed/games.ts': "import { view } from '../bets/view';\nexport const FEED_GAMES = [view];\n",
  'server/games/bets/view.ts':
    "import { GAME_IDS } from '../core/types';\nimport { local } from './local';\nexport const view = [GAME_IDS, local];\n",
  'server/games/bets/local.ts': "import { view } from './view';\nexport const local = () => view;\n",
  'server/modules/c/one/x.ts': "import { y } from '../two/y';\nexport const x = () => y;\n",
  'server/modules/c/two/y.ts': "import { x } from '../one/x';\nexport const y = () => x;\n",
  'server/test/test-app.ts': "import { view } from '../games/bets/view';\nexport const testApp = view;\n",
  'server/games/bets/view.test.ts': "import { testApp } from '../../test/test-app';\nexport const suite = testApp;\n",
  // The realtime transport calls services; its own leader lock's SQL is its own.
  'server/realtime/commands.ts': "import { bets } from '../games/dice/repository';\nexport const commands = bets;\n",
  'server/realtime/leader-lock-repository.ts': 'export const lock = 11;\n',
  'server/realtime/leader-lock.ts': "import { lock } from './leader-lock-repository';\nexport const leader = lock;\n",
};

const EXPECTED = [
  'components-import-only-lib: components/bad.tsx -> features/a/thing.ts',
  'db-knows-no-module: server/db/seed.ts -> server/modules/b/repository.ts',
  'db-knows-no-module: server/db/seed.ts -> server/modules/b/service.ts',
  'feature-never-imports-another-feature: features/a/bad.ts -> features/b/thing.ts',
  'feature-never-imports-another-feature: features/a/lazy.ts -> features/b/thing.ts',
  'feature-never-imports-app: features/a/to-app.ts -> app/page.tsx',
  'http-knows-no-module: server/http/authenticate.ts -> server/modules/a/service.ts',
  'lib-imports-nothing-above: lib/bad.ts -> features/a/thing.ts',
  'module-never-imports-another-modules-repository: server/modules/a/posting.ts -> server/ledger/repository.ts',
  'module-never-imports-another-modules-repository: server/modules/a/service.ts -> server/modules/b/repository.ts',
  'module-never-imports-another-modules-repository: server/modules/a/sub/part.ts -> server/modules/b/rates-repository.ts',
  'no-cycles-between-folders: server/games/bets -> server/games/core',
  'no-cycles-between-folders: server/games/core -> server/games/feed',
  'no-cycles-between-folders: server/games/feed -> server/games/bets',
  'not-to-unresolvable: lib/unresolved.ts -> @/lib/missing',
  'realtime-reads-no-repository: server/realtime/commands.ts -> server/games/dice/repository.ts',
  'realtime-reads-no-repository: server/realtime/socket.ts -> server/http/idempotency-repository.ts',
  'repository-only-from-its-module: server/db/seed.ts -> server/modules/b/repository.ts',
  'repository-only-from-its-module: server/games/crash/engine.ts -> server/games/dice/repository.ts',
  'repository-only-from-its-module: server/games/crash/engine.ts -> server/modules/b/repository.ts',
  'repository-only-from-its-module: server/main.ts -> server/ledger/repository.ts',
  'repository-only-from-its-module: server/payments/other/gateway.ts -> server/payments/sandbox/repository.ts',
  'repository-only-from-its-module: server/realtime/commands.ts -> server/games/dice/repository.ts',
  'repository-only-from-its-module: server/realtime/socket.ts -> server/http/idempotency-repository.ts',
  'server-imports-only-lib: server/app.ts -> features/a/thing.ts',
  'web-never-imports-server: app/to-server.ts -> server/app.ts',
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let fixture: string;
let violations: string[];

beforeAll(async () => {
  fixture = await mkdtemp(join(tmpdir(), 'import-rules-'));
  for (const [path, text] of Object.entries(FIXTURE)) {
    await mkdir(dirname(join(fixture, path)), { recursive: true });
    await writeFile(join(fixture, path), text);
  }
  const run = promisify(execFile);
  // The linter exits non-zero on violations; the report is on stdout either way.
  const { stdout } = await run(
    process.execPath,
    [cli, '--config', configPath, '--output-type', 'json', 'app', 'components', 'features', 'i18n', 'lib', 'server'],
    {
      cwd: fixture,
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  violations = report.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
}, 60_000);

afterAll(async () => {
  await rm(fixture, { recursive: true, force: true });
});

describe('the import rules of DESIGN.md', () => {
  it('refuse each deliberate violation, and only those (allowed imports pass)', () => {
    expect(violations).toEqual(EXPECTED);
  });

  it('have a deliberate violation for every rule in the config', () => {
    const broken = new Set(violations.map((line) => line.split(':')[0]));
    expect([...broken].sort()).toEqual(config.forbidden.map(({ name }) => name).sort());
  });
});
