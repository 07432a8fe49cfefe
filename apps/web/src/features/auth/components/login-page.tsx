import { signInFormSchema } from '@jobtrack/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { fieldErrors, useFormState } from '#web/lib/form.ts';
import { useAuthSubmit } from '../hooks/use-auth-submit.ts';
import { AuthLayout, AuthSwitchLink, FormError } from './auth-layout.tsx';
import { DemoCredentials } from './demo-credentials.tsx';
import { PasswordField } from './password-field.tsx';

const EMPTY = { email: '', password: '' };

export function LoginPage() {
  const { t } = useTranslation();
  const { demoMode, demoCredentials } = useRuntimeConfig();
  const auth = useAuth();
  const form = useFormState(EMPTY);
  // NOTE: spec §8 — the server's (or local) error in the UI's words, else auth.loginError.
  const submission = useAuthSubmit({ fallback: 'auth.loginError' });
  const { failure: formError, isSubmitting } = submission;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = fieldErrors<keyof typeof EMPTY>(signInFormSchema, form.values);
    submission.reset();
    if (Object.keys(errors).length > 0) {
      form.refuse(errors);
      return;
    }
    form.setErrors({});
    await submission.submit(() => auth.login(form.values.email, form.values.password));
  }

  return (
    <AuthLayout title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      {demoMode && demoCredentials ? (
        <DemoCredentials
          credentials={demoCredentials}
          onAutoFill={(values) => form.setValues(values)}
        />
      ) : null}
      <FormError message={formError && t(formError.key, formError.params)} />
      <form ref={form.formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={form.values.email}
          onChange={(event) => form.setField('email', event.target.value)}
          error={form.errors.email && t(form.errors.email)}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.setField('password', event.target.value)}
          error={form.errors.password && t(form.errors.password)}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </form>
      {demoMode ? null : (
        <AuthSwitchLink
          prompt={t('auth.noAccountPrompt')}
          to={paths.signup}
          label={t('auth.signUpLink')}
        />
      )}
    </AuthLayout>
  );
}
