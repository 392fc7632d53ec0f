export { createAuthService, type AuthService } from './create-auth-service';
export { authConfigSchema, loadAuthConfig, type AuthConfig } from './config';
