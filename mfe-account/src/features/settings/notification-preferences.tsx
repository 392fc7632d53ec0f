import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { NotificationSettings } from '@manan/contracts';
import { Button, Card, Spinner, Switch, useToast } from '@manan/ui-kit';
import { useNotificationSettingsQuery, useSaveNotificationSettingsMutation } from '../../api/settings-api';

/** Spec §8 settings toasts, word for word. */
export const settingsToasts = {
  loadFailure: {
    title: 'Error',
    description: 'Could not load your notification settings',
    variant: 'destructive',
  },
  saveFailure: {
    title: 'Error',
    description: 'Could not save your notification preferences',
    variant: 'destructive',
  },
  saveSuccess: { title: 'Success', description: 'Your notification preferences have been updated' },
} as const;

const switches: { key: keyof NotificationSettings; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'Receive case analysis updates via email',
  },
  {
    key: 'appNotifications',
    label: 'App Notifications',
    description: 'Receive in-app notifications and alerts',
  },
];

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1.5)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};

  & label {
    font-weight: 600;
    cursor: pointer;
  }

  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

function SettingRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Row>
      <div>
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-description`}>{description}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </Row>
  );
}

function PreferencesForm({ saved }: { saved: NotificationSettings }) {
  const [values, setValues] = useState(saved);
  const [save, { isLoading: isSaving }] = useSaveNotificationSettingsMutation();
  const toast = useToast();

  const submit = async () => {
    try {
      setValues(await save(values).unwrap());
      toast(settingsToasts.saveSuccess);
    } catch {
      toast(settingsToasts.saveFailure);
    }
  };

  return (
    <form
      aria-label="Notification preferences"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Rows>
        {switches.map(({ key, label, description }) => (
          <SettingRow
            key={key}
            label={label}
            description={description}
            checked={values[key]}
            onChange={(checked) => setValues((current) => ({ ...current, [key]: checked }))}
          />
        ))}
      </Rows>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}

/** The two notification switches, loaded from and saved to the server. */
export function NotificationPreferences() {
  const { data, isLoading, isError } = useNotificationSettingsQuery();
  const toast = useToast();
  useEffect(() => {
    if (isError) toast(settingsToasts.loadFailure);
  }, [isError, toast]);
  return (
    <Card aria-labelledby="settings-notifications-heading">
      <h2 id="settings-notifications-heading">Notification Preferences</h2>
      {isLoading ? <Spinner label="Loading your notification settings…" /> : null}
      {isError ? <p role="alert">Could not load notification settings</p> : null}
      {data ? <PreferencesForm saved={data} /> : null}
    </Card>
  );
}
