import { z } from 'zod';

/** What the browser may see of a user (svc-auth's public user). */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
});

/** GET /api/auth/status: never an error for a missing or bad session cookie. */
export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  user: publicUserSchema.optional(),
  providers: z.object({ google: z.boolean() }),
});

/** POST /api/login; failures answer plain text (400, 401, 429). */
export const loginRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
});

/** POST /api/register; failures answer plain text (400, 409). */
export const registerRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
  email: z.string(),
});

/** POST /api/logout. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });

export type PublicUser = z.infer<typeof publicUserSchema>;
export type AuthStatus = z.infer<typeof authStatusSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
