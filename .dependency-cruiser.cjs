/**
 * The import rules of DESIGN.md ("Imports go one way"), checked by `npm run lint:imports` inside `npm test`.
 * tests/import-rules.test.ts runs every rule against a fixture that breaks it, so none of them can pass vacuously.
 * Type-only imports count: a type from another feature couples the two as much as a value does.
 */
const WEB = '^(app|components|features|i18n)/|^proxy\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-imports-nothing-above',
      comment: 'lib/ is the bottom layer the web and the api share: nothing from components/, features/, app/, server/, nor i18n/ (which builds on lib/).',
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
      comment: "Inside server/, a module calls another module's service, never its repository.",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/[^/]+/repository', pathNot: '^server/modules/$1/' },
    },
    {
      name: 'repository-only-from-its-module',
      comment: "Outside server/modules, nothing reaches a module's repository either (seeds and jobs go through services).",
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/modules/|^server/test/|\\.test\\.ts$' },
      to: { path: '^server/modules/[^/]+/repository' },
    },
    {
      name: 'http-knows-no-module',
      comment: 'server/http/ is the plumbing every module uses; it knows no module.',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: "An import the linter cannot resolve is one it cannot check (an alias it does not know would hide every rule).",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|\\.data)/' },
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
