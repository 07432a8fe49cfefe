import { passwordConfirmationSchema, signUpFormSchema } from '@jobtrack/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths, redirectTarget } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { errorMessage, type ErrorMessage } from '#web/lib/error-message.ts';
import { fieldErrors, useFormState } from '#web/lib/form.ts';
import { AuthLayout, FormError } from './auth-layout.tsx';
import { PasswordField } from './password-field.tsx';

const EMPTY = { name: '', email: '', businessName: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

export function SignupPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useFormState(EMPTY);
  const [formError, setFormError] = useState<ErrorMessage | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      ...fieldErrors<Field>(passwordConfirmationSchema, form.values),
      ...fieldErrors<Field>(signUpFormSchema, form.values),
    };
    form.setErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    setIsSubmitting(true);
    try {
      const { name, email, password, businessName } = form.values;
      await auth.signup({
        name: name.trim(),
        email,
        password,
        businessName: businessName.trim() || undefined,
      });
      await navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      // NOTE: spec §8 — the returned error, else auth.signupError; an exception gives auth.unexpectedError.
      setFormError(
        errorMessage(error, { fallback: 'auth.signupError', unexpected: 'auth.unexpectedError' }),
      );
      setIsSubmitting(false);
    }
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
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
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
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        {t('auth.haveAccount')}{' '}
        <Link
          to={paths.login}
          state={location.state}
          className="font-medium text-blue-700 hover:underline dark:text-blue-400"
        >
          {t('auth.signInLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
