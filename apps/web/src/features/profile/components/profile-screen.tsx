import { useTranslation } from 'react-i18next';
import { ChangedElsewhereNotice } from '#web/components/sync/changed-elsewhere-notice.tsx';
import { SavedNotice } from '#web/components/sync/saved-on-device-note.tsx';
import { useBusinessProfile } from '#web/data/hooks/use-business-profile.ts';
import { useProfileHighlights } from '../hooks/use-profile-highlights.ts';
import { useProfileEditor } from '../hooks/use-profile-editor.ts';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileForm } from './profile-form.tsx';
import { MessageTemplatesCard } from './message-templates-card.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { PricingCard, QuickActionsCard } from './profile-side-cards.tsx';
import { ProfileStats } from './profile-stats.tsx';

/** /app/profile (spec §2): the business profile, in view and edit modes. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const { profile } = useBusinessProfile();
  const editor = useProfileEditor(profile);
  const highlights = useProfileHighlights();

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      {editor.isUpdated ? (
        <SavedNotice onDismiss={editor.dismissUpdated}>{t('profile.updated')}</SavedNotice>
      ) : null}
      {/* The profile's values another device replaced (decision 047). */}
      <ChangedElsewhereNotice recordId="profile" />
      <ProfileHeader
        businessName={profile.businessName}
        ownerName={profile.ownerName}
        image={editor.isEditing ? editor.values.profileImage : profile.profileImage}
        isEditing={editor.isEditing}
        isSaving={editor.isSaving}
        imageError={editor.imageError}
        hasRating={highlights.rating !== null}
        onToggleEdit={editor.isEditing ? editor.cancel : editor.startEditing}
        onPickImage={(file) => void editor.pickImage(file)}
      />
      <ProfileStats highlights={highlights} />
      {editor.isEditing ? (
        <ProfileForm
          formRef={editor.formRef}
          values={editor.values}
          errors={editor.errors}
          isSaving={editor.isSaving}
          submitMessage={editor.submitMessage}
          onText={editor.setText}
          onHours={editor.setHours}
          onServices={editor.setServices}
          onRate={editor.setRate}
          onSubmit={editor.submit}
          onCancel={editor.cancel}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <ProfileDetails profile={profile} />
            <MessageTemplatesCard profile={profile} />
          </div>
          <div className="space-y-4">
            <PricingCard pricing={profile.pricing} />
            <QuickActionsCard />
          </div>
        </div>
      )}
    </div>
  );
}
