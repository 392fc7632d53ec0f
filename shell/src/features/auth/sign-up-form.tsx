import { useState, type FormEvent } from 'react';
import { TextField } from '@manan/ui-kit';
import { busyLabels } from './auth-messages';
import { Form, FormErrorMessage, PasswordVisibilityToggle, SubmitButton } from './form-parts';
import type { AccountFormProps } from './sign-in-form';
import { validateSignUp, type SignUpValues } from './validation';

const emptyValues: SignUpValues = { username: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm({
  busy,
  disabled,
  error,
  errorId,
  onError,
  onEdit,
  onSubmit,
}: AccountFormProps<SignUpValues>) {
  const [values, setValues] = useState<SignUpValues>(emptyValues);
  const [passwordVisible, setPasswordVisible] = useState(false);

  const edit = (field: keyof SignUpValues) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    onEdit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSignUp(values);
    if (invalid) onError(invalid);
    else onSubmit(values);
  };

  const fieldProps = { disabled, invalid: Boolean(error), describedBy: error ? errorId : undefined };
  const passwordType = passwordVisible ? 'text' : 'password';
  return (
    <Form onSubmit={submit} noValidate aria-label="Sign up">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={edit('username')}
        {...fieldProps}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={edit('email')}
        {...fieldProps}
      />
      <TextField
        label="Password"
        name="password"
        type={passwordType}
        autoComplete="new-password"
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
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type={passwordType}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={edit('confirmPassword')}
        {...fieldProps}
      />
      <FormErrorMessage id={errorId} message={error} />
      <SubmitButton type="submit" disabled={disabled}>
        {busy ? busyLabels.signUp : 'Sign Up'}
      </SubmitButton>
    </Form>
  );
}
