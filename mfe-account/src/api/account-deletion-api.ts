import {
  apiPaths,
  deleteAccountResponseSchema,
  type DeleteAccountRequest,
  type DeleteAccountResponse,
} from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/** POST /api/user/delete: the caller's account, confirmed by typing its username again. */
export const accountDeletionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<DeleteAccountResponse, DeleteAccountRequest>({
      query: (body) => ({ url: apiPaths.deleteAccount, method: 'POST', body }),
      transformResponse: (response: unknown) => deleteAccountResponseSchema.parse(response),
    }),
  }),
});

export const { useDeleteAccountMutation } = accountDeletionApi;
