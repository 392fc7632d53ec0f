import {
  apiPaths,
  type AuthStatus,
  type LoginRequest,
  type LogoutResponse,
  type PublicUser,
  type RegisterRequest,
} from '@manan/contracts';
import { apiTagTypes, baseApi } from './base-api';
import { parseAuthStatus } from './parse-auth-status';

/** The session calls of spec §7. Every app may read the status; only the shell signs in and out. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authStatus: build.query<AuthStatus, void>({
      query: () => apiPaths.authStatus,
      transformResponse: (response: unknown) => parseAuthStatus(response),
      providesTags: ['Auth'],
    }),
    login: build.mutation<PublicUser, LoginRequest>({
      query: (body) => ({ url: apiPaths.login, method: 'POST', body }),
      invalidatesTags: ['Auth'],
    }),
    register: build.mutation<PublicUser, RegisterRequest>({
      query: (body) => ({ url: apiPaths.register, method: 'POST', body }),
      invalidatesTags: ['Auth'],
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: apiPaths.logout, method: 'POST' }),
      // Everything cached belonged to the user who just left.
      invalidatesTags: [...apiTagTypes],
    }),
  }),
});

export const { useAuthStatusQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } = authApi;
