import { z } from 'zod';

/** The JSON body of every error a service or the gateway answers with. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
