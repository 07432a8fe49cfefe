import { passwordConfirmationSchema, signUpFormSchema } from '@jobtrack/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { fieldErrors, useFormState } from '#web/lib/form.ts';
import { useAuthSubmit } from '../hooks/use-auth-submit.ts';
import { AuthLayout, AuthSwitchLink, FormError } from './auth-layout.tsx';
import { PasswordField } from './password-field.tsx';

const EMPTY = { name: '', email: '', businessName: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

export function SignupPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const form = useFormState(EMPTY);
  // NOTE: spec §8 — the returned error, else auth.signupError; an exception gives auth.unexpectedError.
  const submission = useAuthSubmit({
    fallback: 'auth.signupError',
    unexpected: 'auth.unexpectedError',
  });
  const { failure: formError, isSubmitting } = submission;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      ...fieldErrors<Field>(passwordConfirmationSchema, form.values),
      ...fieldErrors<Field>(signUpFormSchema, form.values),
    };
    submission.reset();
    if (Object.keys(errors).length > 0) {
      form.refuse(errors);
      return;
    }
    form.setErrors({});
    const { name, email, password, businessName } = form.values;
    await submission.submit(() =>
      auth.signup({
        name: name.trim(),
        email,
        password,
        businessName: businessName.trim() || undefined,
      }),
    );
  }

  const field = (name: Field) => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setField(name, event.target.value),
    error: form.errors[name] && t(form.errors[name]),
  });

  return (
    <AuthLayout title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')}>
      <FormError message={formError && t(formError.key, formError.params)} />
      <form ref={form.formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label={t('auth.fullName')} autoComplete="name" {...field('name')} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('email')}
        />
        <TextField
          label={t('auth.businessNameOptional')}
          autoComplete="organization"
          {...field('businessName')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
        </Button>
      </form>
      <AuthSwitchLink
        prompt={t('auth.haveAccount')}
        to={paths.login}
        label={t('auth.signInLink')}
      />
    </AuthLayout>
  );
}
