/**
 * The import rules of DESIGN.md ("Imports go one way"), checked by `npm run lint:imports` inside `npm test`.
 * tests/import-rules.test.ts runs every rule against a fixture that breaks it, so none of them can pass vacuously.
 * Type-only imports count: a type from another feature couples the two as much as a value does.
 */
const WEB = '^(app|components|features|i18n)/|^proxy\\.ts$';
/** A file that runs SQL (tests/sql-in-repositories.test.ts finds any other). */
const REPOSITORY = '^server/.+[/-]repository\\.ts$';
/**
 * The server's test code: suites, their kits and the api harness, which import across folders whatever they exercise.
 * It is left out of the cruise so that the folder graph the cycle rule checks is the one the api runs.
 */
const SERVER_TEST_CODE = '^server/(?:test/|.*(?:\\.test|[/-]test-kit)\\.ts$|realtime/test-node\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-imports-nothing-above',
      comment:
        'lib/ is the bottom layer the web and the api share: nothing from components/, features/, app/, server/, nor i18n/ (which builds on lib/).',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|features|app|server|i18n)/|^proxy\\.ts$' },
    },
    {
      name: 'components-import-only-lib',
      comment: 'components/ holds shared UI primitives: they import lib/ and i18n/, never a feature, a route or the api.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^(features|app|server)/|^proxy\\.ts$' },
    },
    {
      name: 'feature-never-imports-another-feature',
      comment: 'A feature never imports another feature: compose them in app/ (DESIGN.md).',
      severity: 'error',
      from: { path: '^features/([^/]+)/' },
      to: { path: '^features/', pathNot: '^features/$1/' },
    },
    {
      name: 'feature-never-imports-app',
      comment: 'Imports go one way: lib, components -> features -> app.',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^app/|^proxy\\.ts$' },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The web and the api are two processes; what both need lives in lib/.',
      severity: 'error',
      from: { path: WEB },
      to: { path: '^server/' },
    },
    {
      name: 'server-imports-only-lib',
      comment: 'server/ may import lib/ and itself, nothing of the web.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: WEB },
    },
    {
      name: 'module-never-imports-another-modules-repository',
      comment:
        "Inside server/, a module calls another module's service, never its repository: any file that runs SQL is one " +
        "(repository.ts or *-repository.ts, tests/sql-in-repositories.test.ts), the ledger's and the plumbing's included.",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      // One shared SQL source, not queries: the settled bets of every game, which the top, races, VIP and wagering aggregate.
      to: { path: REPOSITORY, pathNot: ['^server/modules/$1/', '^server/games/feed/settled-bets-repository[.]ts$'] },
    },
    {
      name: 'repository-only-from-its-module',
      comment:
        "Outside server/modules, a repository is its own folder's (server/ledger/, server/http/, a provider's folder under " +
        'server/payments/, ...): seeds, jobs and transports go through services. Files directly under server/ import none.',
      severity: 'error',
      // $1 is the importer's folder (a provider's or a game's under payments/ and games/), or its own name for a file
      // directly under server/, which no repository's path starts with.
      from: { path: '^server/(?!modules/|test/)((?:payments|games)/[^/]+/|[^/]+/|[^/]+$)', pathNot: '\\.test\\.ts$' },
      to: { path: REPOSITORY, pathNot: '^server/$1' },
    },
    {
      name: 'no-cycles-between-folders',
      comment:
        'Folders of server/ depend on each other one way: no import cycle between two of them, whatever its length (files ' +
        "within one folder may still import each other, and a module's subfolders count as the module). Move what causes " +
        'the back-edge to the lower folder, or call a service there.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/', pathNot: '^server/modules/[^/]+/.' },
      to: { circular: true },
    },
    {
      name: 'realtime-reads-no-repository',
      comment:
        "The realtime transport reads no game's or module's repository: it calls their services (its own SQL, the leader " +
        'lock, stays in its folder).',
      severity: 'error',
      from: { path: '^server/realtime/' },
      to: { path: '^server/.+[/-]repository\\.ts$', pathNot: '^server/realtime/' },
    },
    {
      name: 'http-knows-no-module',
      comment: 'server/http/ is the plumbing every module uses; it knows no module.',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'db-knows-no-module',
      comment: 'server/db/ is the connection and the migrations every module uses; it knows no module (seeds live in a module).',
      severity: 'error',
      from: { path: '^server/db/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the linter cannot resolve is one it cannot check (an alias it does not know would hide every rule).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^(node_modules|\\.next|\\.data)/', SERVER_TEST_CODE] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
