import { signInFormSchema } from '@jobtrack/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths, redirectTarget } from '#web/config/paths.ts';
import { useRuntimeConfig } from '#web/config/runtime-config.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { errorMessage, type ErrorMessage } from '#web/lib/error-message.ts';
import { fieldErrors, useFormState } from '#web/lib/form.ts';
import { AuthLayout, FormError } from './auth-layout.tsx';
import { DemoCredentials } from './demo-credentials.tsx';
import { PasswordField } from './password-field.tsx';

const EMPTY = { email: '', password: '' };

export function LoginPage() {
  const { t } = useTranslation();
  const { demoMode, demoCredentials } = useRuntimeConfig();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useFormState(EMPTY);
  const [formError, setFormError] = useState<ErrorMessage | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = fieldErrors<keyof typeof EMPTY>(signInFormSchema, form.values);
    form.setErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    setIsSubmitting(true);
    try {
      await auth.login(form.values.email, form.values.password);
      await navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      // NOTE: spec §8 — the server's (or local) error in the UI's words, else auth.loginError.
      setFormError(errorMessage(error, { fallback: 'auth.loginError' }));
      setIsSubmitting(false);
    }
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
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
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
        <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
          {t('auth.noAccountPrompt')}{' '}
          <Link
            to={paths.signup}
            state={location.state}
            className="font-medium text-blue-700 hover:underline dark:text-blue-400"
          >
            {t('auth.signUpLink')}
          </Link>
        </p>
      )}
    </AuthLayout>
  );
}
