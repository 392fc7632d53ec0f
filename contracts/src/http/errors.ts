import { z } from 'zod';

/** The JSON body of every error a service or the gateway answers with. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The body of a failed login, registration or logout, and of Google sign-in when it is not configured:
 * text/plain, shown to the user as it is (spec §5).
 */
export const plainTextErrorSchema = z.string().meta({
  description: 'A message for the user, as plain text.',
  examples: ['Invalid username or password'],
});
