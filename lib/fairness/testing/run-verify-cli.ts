import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export type VerifyCliRun = { code: number; stdout: string; stderr: string };

const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const run = promisify(execFile);

/** Runs `npm run verify` (scripts/verify.ts) as a player would; a refusal is returned with its exit code, not thrown. */
export async function runVerifyCli(...args: string[]): Promise<VerifyCliRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, [tsx, 'scripts/verify.ts', ...args], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as VerifyCliRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
