import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/*
 * Finds the files that run SQL, for the rule of DESIGN.md "a file that runs SQL is a repository". A file runs SQL
 * when it calls query() or exec() of the database (the Queryable, Db and DbSession of server/db/db.ts, or a pg or
 * PGlite client), or holds SQL text. Opening a transaction (db.transaction(fn)) is not running SQL: it is a
 * service's unit of work, whose statements run in the repositories it hands the transaction to.
 */

/** The start of a statement, as this codebase writes SQL: keywords in capitals. */
const SQL_TEXT =
  /^\s*(SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|WITH|CREATE|ALTER|DROP|TRUNCATE|LOCK\s+TABLE|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|SET\s+(LOCAL|SESSION)|DO\s+\$)(\s|;|$)/;
const SQL_METHODS = new Set(['query', 'exec']);
/** Where the methods that run SQL are declared: the app's database interfaces and the drivers behind them. */
const SQL_DECLARATIONS = [
  /\/server\/db\/db\.ts$/,
  /\/node_modules\/pg\//,
  /\/node_modules\/@types\/pg\//,
  /\/node_modules\/@electric-sql\/pglite\//,
];

export type SqlFile = { file: string; reasons: string[] };

export const isRepositoryName = (file: string) => /(^|\/)([a-z0-9]+(-[a-z0-9]+)*-)?repository\.ts$/.test(file);

/**
 * Every file of `files` (paths relative to root) that runs SQL, with where it does. The program is built from
 * root's tsconfig.json, so the method calls are resolved with their types (a RegExp's or a Redis pipeline's exec()
 * is not SQL).
 */
export function findSqlFiles(root: string, files: string[]): SqlFile[] {
  const configPath = join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  const program = ts.createProgram(
    files.map((file) => join(root, file)),
    { ...options, noEmit: true, incremental: false, plugins: [] },
  );
  const checker = program.getTypeChecker();
  const found: SqlFile[] = [];
  for (const file of files) {
    const source = program.getSourceFile(join(root, file));
    if (!source) throw new Error(`${file} is not in the program`);
    const reasons: string[] = [];
    const where = (node: ts.Node) => `line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
        if (SQL_TEXT.test(node.text)) reasons.push(`SQL text at ${where(node)}`);
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && SQL_METHODS.has(node.expression.name.text)) {
        const declarations = checker.getSymbolAtLocation(node.expression.name)?.declarations ?? [];
        const runsSql = declarations.some((declaration) => {
          const declared = declaration.getSourceFile().fileName.split(sep).join('/');
          return SQL_DECLARATIONS.some((pattern) => pattern.test(declared));
        });
        if (runsSql) reasons.push(`${node.expression.name.text}() at ${where(node)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (reasons.length > 0) found.push({ file: relative(root, join(root, file)).split(sep).join('/'), reasons });
  }
  return found;
}
