// The Messages card's state (issue 28, decision 065): a draft per language and kind over the
// owner's templates and the app's texts, saved into the business profile like its other fields.
import {
  MESSAGE_KINDS,
  ownerTemplate,
  withTemplate,
  type BusinessProfile,
  type Language,
  type MessageKind,
  type MessageTemplates,
} from '@jobtrack/core';
import { useState } from 'react';
import { defaultTemplate } from '#web/components/contact/customer-messages.ts';
import { useCustomerTexts } from '#web/components/contact/use-customer-texts.ts';
import { useSaveProfile } from '../api/profile-mutations.ts';

type Drafts = Partial<Record<Language, Partial<Record<MessageKind, string>>>>;

export function useMessageTemplatesEditor(profile: BusinessProfile) {
  const { t } = useCustomerTexts();
  const save = useSaveProfile();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [isSaved, setIsSaved] = useState(false);

  const defaultOf = (language: Language, kind: MessageKind) => defaultTemplate(t, kind, language);
  /** What the text area shows: the draft, else the owner's template, else the app's text. */
  const valueOf = (language: Language, kind: MessageKind): string =>
    drafts[language]?.[kind] ??
    ownerTemplate(profile.messageTemplates, language, kind) ??
    defaultOf(language, kind);
  const edit = (language: Language, kind: MessageKind, value: string) => {
    setIsSaved(false);
    setDrafts((current) => ({ ...current, [language]: { ...current[language], [kind]: value } }));
  };
  const submit = () => {
    let next: MessageTemplates | undefined = profile.messageTemplates;
    for (const language of Object.keys(drafts) as Language[]) {
      for (const kind of MESSAGE_KINDS) {
        const draft = drafts[language]?.[kind];
        if (draft === undefined) continue;
        next = withTemplate(next, language, kind, draft, defaultOf(language, kind));
      }
    }
    const { messageTemplates: _old, ...rest } = profile;
    save.mutate(next ? { ...rest, messageTemplates: next } : rest, {
      onSuccess: () => {
        setDrafts({});
        setIsSaved(true);
      },
    });
  };
  return {
    valueOf,
    edit,
    reset: (language: Language, kind: MessageKind) =>
      edit(language, kind, defaultOf(language, kind)),
    submit,
    isSaving: save.isPending,
    isSaved,
    dismissSaved: () => setIsSaved(false),
    failure: save.failure,
    resetFailure: save.reset,
  };
}
