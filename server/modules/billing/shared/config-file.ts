import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'zod';

/** An operator's billing file (methods, rates) that cannot be used: the api refuses to start and says why. */
export class BillingConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not usable:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'BillingConfigError';
  }
}

/** Reads a JSON file (relative paths from the working directory) and parses it with schema; every problem named. */
export function readConfigFile<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  let text: string;
  try {
    text = readFileSync(resolve(file), 'utf8');
  } catch (error) {
    throw new BillingConfigError(file, [`cannot be read: ${(error as Error).message}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BillingConfigError(file, [`is not JSON: ${(error as Error).message}`]);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new BillingConfigError(
      file,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
    );
  }
  return parsed.data;
}
