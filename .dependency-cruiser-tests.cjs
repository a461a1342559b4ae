/**
 * The import rules of .dependency-cruiser.cjs over the server's test code as well (`npm run lint:imports` runs both):
 * every rule but the folder-cycle one, which the test harness breaks by design (it imports whatever it exercises).
 */
const rules = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  ...rules,
  forbidden: rules.forbidden.filter((rule) => rule.name !== 'no-cycles-between-folders'),
  options: { ...rules.options, exclude: { path: ['^(node_modules|\\.next|\\.data)/'] } },
};
