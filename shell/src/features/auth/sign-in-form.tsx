import { useState, type FormEvent } from 'react';
import { TextField } from '@manan/ui-kit';
import { busyLabels } from './auth-messages';
import { Form, FormErrorMessage, PasswordVisibilityToggle, SubmitButton } from './form-parts';
import { validateSignIn, type SignInValues } from './validation';

export interface AccountFormProps<Values> {
  /** This form's request is in flight. */
  busy: boolean;
  /** Any request of the dialog is in flight. */
  disabled: boolean;
  error: string | null;
  errorId: string;
  onError: (message: string) => void;
  /** Called on every edit, so the error clears (spec §2). */
  onEdit: () => void;
  onSubmit: (values: Values) => void;
}

export function SignInForm({
  busy,
  disabled,
  error,
  errorId,
  onError,
  onEdit,
  onSubmit,
}: AccountFormProps<SignInValues>) {
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  const [passwordVisible, setPasswordVisible] = useState(false);

  const edit = (field: keyof SignInValues) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    onEdit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSignIn(values);
    if (invalid) onError(invalid);
    else onSubmit(values);
  };

  const fieldProps = { disabled, invalid: Boolean(error), describedBy: error ? errorId : undefined };
  return (
    <Form onSubmit={submit} noValidate aria-label="Sign in">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={edit('username')}
        {...fieldProps}
      />
      <TextField
        label="Password"
        name="password"
        type={passwordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        value={values.password}
        onChange={edit('password')}
        trailing={
          <PasswordVisibilityToggle
            visible={passwordVisible}
            onToggle={() => setPasswordVisible((visible) => !visible)}
            disabled={disabled}
          />
        }
        {...fieldProps}
      />
      <FormErrorMessage id={errorId} message={error} />
      <SubmitButton type="submit" disabled={disabled}>
        {busy ? busyLabels.signIn : 'Sign In'}
      </SubmitButton>
    </Form>
  );
}
