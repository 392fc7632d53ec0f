import { apiPaths, notificationSettingsRequestSchema, type NotificationSettings } from '@manan/contracts';
import { Router } from 'express';
import {
  identityOf,
  parseRequest,
  requireSession,
  route,
  type SessionTokenVerifier,
} from '@manan/service-kit';
import type { NotificationSettingsUseCases } from '../domain/settings/notification-settings.use-case';

const invalidSettings = {
  code: 'SETTINGS.INVALID',
  message: 'Notification settings must be emailNotifications and appNotifications, each true or false',
} as const;

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
      res.json((await options.settings.get(identityOf(req).userId)) satisfies NotificationSettings);
    }),
  );
  router.post(
    apiPaths.notificationSettings,
    route(async (req, res) => {
      const settings = parseRequest(notificationSettingsRequestSchema, req.body, invalidSettings);
      res.json(
        (await options.settings.save(identityOf(req).userId, settings)) satisfies NotificationSettings,
      );
    }),
  );
  return router;
}
