export {
  createAuthService,
  maxConcurrentPasswordHashes,
  maxConcurrentRegistrationHashes,
  maxWaitingPasswordHashes,
  type AuthService,
  type AuthServiceOptions,
} from './create-auth-service';
export { authConfigSchema, loadAuthConfig, type AuthConfig } from './config';
