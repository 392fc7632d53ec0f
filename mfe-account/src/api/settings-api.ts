import { apiPaths, notificationSettingsSchema, type NotificationSettings } from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/** GET and POST /api/user/settings: the notification preferences. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => apiPaths.notificationSettings,
      transformResponse: (response: unknown) => notificationSettingsSchema.parse(response),
      providesTags: ['Settings'],
    }),
    saveNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
      query: (body) => ({ url: apiPaths.notificationSettings, method: 'POST', body }),
      transformResponse: (response: unknown) => notificationSettingsSchema.parse(response),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('notificationSettings', undefined, data));
      },
    }),
  }),
});

export const { useNotificationSettingsQuery, useSaveNotificationSettingsMutation } = settingsApi;
