import { apiPaths } from '@manan/contracts';
import { Router } from 'express';
import { z } from 'zod';
import {
  DomainError,
  identityOf,
  requireSession,
  route,
  type SessionTokenVerifier,
} from '@manan/service-kit';
import type { NotificationSettingsUseCases } from '../domain/settings/notification-settings.use-case';

const settingsSchema = z.strictObject({
  emailNotifications: z.boolean(),
  appNotifications: z.boolean(),
});

const invalidSettings = () =>
  new DomainError(
    'SETTINGS.INVALID',
    'invalid',
    'Notification settings must be emailNotifications and appNotifications, each true or false',
  );

/** GET and POST /api/user/settings: the caller's own notification preferences. */
export function settingsRoutes(options: {
  verifier: SessionTokenVerifier;
  settings: NotificationSettingsUseCases;
}): Router {
  const router = Router();
  router.use(apiPaths.notificationSettings, requireSession(options.verifier), (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  router.get(
    apiPaths.notificationSettings,
    route(async (req, res) => {
      res.json(await options.settings.get(identityOf(req).userId));
    }),
  );
  router.post(
    apiPaths.notificationSettings,
    route(async (req, res) => {
      const parsed = settingsSchema.safeParse(req.body);
      if (!parsed.success) throw invalidSettings();
      res.json(await options.settings.save(identityOf(req).userId, parsed.data));
    }),
  );
  return router;
}
