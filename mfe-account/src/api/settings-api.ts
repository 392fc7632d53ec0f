import { notificationSettingsSchema, type NotificationSettings } from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/** GET and POST /api/user/settings: the notification preferences. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => 'api/user/settings',
      transformResponse: (response: unknown) => notificationSettingsSchema.parse(response),
      providesTags: ['Settings'],
    }),
    saveNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
      query: (body) => ({ url: 'api/user/settings', method: 'POST', body }),
      transformResponse: (response: unknown) => notificationSettingsSchema.parse(response),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('notificationSettings', undefined, data));
      },
    }),
  }),
});

export const { useNotificationSettingsQuery, useSaveNotificationSettingsMutation } = settingsApi;
