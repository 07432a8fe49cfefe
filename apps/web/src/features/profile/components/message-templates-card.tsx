import {
  fillTemplate,
  formatMessageDay,
  formatMoney,
  KIND_PLACEHOLDERS,
  MESSAGE_KINDS,
  MESSAGE_TEMPLATE_MAX_CHARS,
  placeholderToken,
  toIsoDate,
  type BusinessProfile,
  type Language,
  type MessageKind,
  type PlaceholderValues,
} from '@jobtrack/core';
import { MessageSquareText } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { greetingName, visitTimePhrase } from '#web/components/contact/customer-messages.ts';
import { useCustomerTexts } from '#web/components/contact/use-customer-texts.ts';
import { SavedNotice } from '#web/components/sync/saved-on-device-note.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { TextareaField } from '#web/components/ui/fields.tsx';
import { useMessageTemplatesEditor } from '../hooks/use-message-templates-editor.ts';
import { ProfileCard } from './profile-card.tsx';

const LANGUAGES: Language[] = ['en', 'es'];

/** The preview's sample values, in the template's language, with the owner's business name. */
function useSampleValues(businessName: string): (language: Language) => PlaceholderValues {
  const { t } = useCustomerTexts();
  return (language) => {
    const lng = language;
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    return {
      firstName: greetingName(t('reminders.messages.sampleName', { lng })),
      date: formatMessageDay(toIsoDate(tomorrow), language),
      time: visitTimePhrase(t, { startTime: '09:00' }, language),
      business: businessName.trim() || t('reminders.messages.sampleBusiness', { lng }),
      amount: formatMoney(85, language),
      service: t('reminders.messages.sampleService', { lng }),
      link: 'https://jobtrack.app/d/sample',
    };
  };
}

/** One text: its area, the placeholders it can use, the filled preview and Reset to default. */
function TemplateField({
  kind,
  language,
  value,
  sample,
  onChange,
  onReset,
}: {
  kind: MessageKind;
  language: Language;
  value: string;
  sample: PlaceholderValues;
  onChange(value: string): void;
  onReset(): void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const kindName = t(`reminders.messages.kind.${kind}`);
  return (
    <div className="space-y-2 border-t border-gray-200 pt-3 first:border-t-0 first:pt-0 dark:border-gray-800">
      <TextareaField
        label={t('reminders.messages.field', {
          kind: kindName,
          language: t(`reminders.messages.${language}`),
        })}
        value={value}
        rows={3}
        maxLength={MESSAGE_TEMPLATE_MAX_CHARS}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
        {t('reminders.messages.placeholders', {
          list: KIND_PLACEHOLDERS[kind].map((one) => placeholderToken(one, language)).join(', '),
        })}
      </p>
      <div className="rounded-lg bg-gray-50 p-3 text-sm dark:bg-gray-800">
        <p className="font-medium">{t('reminders.messages.preview')}</p>
        <p className="whitespace-pre-line" lang={language} aria-live="polite">
          {fillTemplate(value, sample)}
        </p>
      </div>
      <Button
        variant="ghost"
        aria-label={t('reminders.messages.resetName', { kind: kindName })}
        onClick={onReset}
      >
        {t('reminders.messages.reset')}
      </Button>
    </div>
  );
}

/**
 * Messages (issue 28, decision 065): the owner rewrites, per language, the visit reminder, the
 * booking confirmation, On my way and the payment reminder, with a live preview filled with
 * sample values, and Reset to default; saved in the business profile, so it syncs with it.
 */
export function MessageTemplatesCard({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation();
  const editor = useMessageTemplatesEditor(profile);
  const sampleOf = useSampleValues(profile.businessName);
  const [language, setLanguage] = useState<Language>('en');
  const languageName = useId();
  const sample = sampleOf(language);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    editor.submit();
  };
  return (
    <ProfileCard title={t('reminders.messages.title')} icon={MessageSquareText}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('reminders.messages.hint')}</p>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t('reminders.messages.language')}</legend>
          <div className="flex flex-wrap gap-4">
            {LANGUAGES.map((one) => (
              <label key={one} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={languageName}
                  value={one}
                  checked={language === one}
                  onChange={() => setLanguage(one)}
                  className="h-4 w-4"
                />
                {t(`reminders.messages.${one}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {MESSAGE_KINDS.map((kind) => (
          <TemplateField
            key={`${language}-${kind}`}
            kind={kind}
            language={language}
            value={editor.valueOf(language, kind)}
            sample={sample}
            onChange={(value) => editor.edit(language, kind, value)}
            onReset={() => editor.reset(language, kind)}
          />
        ))}
        {editor.isSaved ? (
          <SavedNotice onDismiss={editor.dismissSaved}>{t('reminders.messages.saved')}</SavedNotice>
        ) : null}
        <MutationErrorNotice failure={editor.failure} onDismiss={editor.resetFailure} />
        <Button type="submit" disabled={editor.isSaving}>
          {editor.isSaving ? t('reminders.messages.saving') : t('reminders.messages.save')}
        </Button>
      </form>
    </ProfileCard>
  );
}
