import { z } from 'zod';

export const errorBodySchema = z.object({ message: z.string() }).meta({ id: 'Error' });

export const validationErrorBodySchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .meta({ id: 'ValidationError' });

/** Response entries every route may answer besides its own. */
export const commonErrorResponses = {
  422: validationErrorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
};
