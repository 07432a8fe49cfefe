import { type BusinessHoursDay, type BusinessProfile, type Weekday } from '@jobtrack/core';
import { PROFILE_SAVE_DELAY_MS, PROFILE_SUCCESS_MESSAGE_MS } from '#web/config/ui.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { DataError } from '#web/data/data-source.ts';
import { useFocusFirstError } from '#web/lib/form.ts';
import { imageFileToDataUrl } from '../utils/profile-image.ts';
import {
  hasErrors,
  toFormValues,
  validateProfileForm,
  type ProfileFormErrors,
  type ProfileFormValues,
  type ProfileTextField,
} from '../utils/profile-form-values.ts';
import { createLog } from '#web/lib/log.ts';

const log = createLog('profile');

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * View and edit modes of the profile (spec §4): Cancel discards the edits; Save waits 1 s,
 * then shows 'Profile updated successfully!' for 3 s (spec §9).
 */
export function useProfileEditor(
  profile: BusinessProfile,
  save: (profile: BusinessProfile) => Promise<void>,
) {
  const trackFeature = useTrackFeature();
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [submitMessage, setSubmitMessage] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [isUpdated, setIsUpdated] = useState(false);

  useEffect(() => {
    if (!isUpdated) return;
    const timer = window.setTimeout(() => setIsUpdated(false), PROFILE_SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [isUpdated]);

  const clearError = (path: string) =>
    setErrors((current) => (current[path] ? { ...current, [path]: undefined } : current));

  const startEditing = () => {
    setValues(toFormValues(profile));
    setErrors({});
    setSubmitMessage(null);
    setImageError(null);
    setIsUpdated(false);
    setIsEditing(true);
    trackFeature('edit_profile', 'settings');
  };
  const cancel = () => {
    setIsEditing(false);
    setErrors({});
    setImageError(null);
  };

  const setText = useCallback((field: ProfileTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }, []);
  const setHours = useCallback((day: Weekday, changes: Partial<BusinessHoursDay>) => {
    setValues((current) => ({
      ...current,
      businessHours: {
        ...current.businessHours,
        [day]: { ...current.businessHours[day], ...changes },
      },
    }));
    clearError(`businessHours.${day}.open`);
    clearError(`businessHours.${day}.close`);
  }, []);
  const setServices = useCallback((serviceTypes: string[]) => {
    setValues((current) => ({ ...current, serviceTypes }));
    clearError('serviceTypes');
  }, []);
  const setRate = useCallback((field: 'hourlyRate' | 'minimumCharge', value: string) => {
    setValues((current) => ({ ...current, pricing: { ...current.pricing, [field]: value } }));
    clearError(`pricing.${field}`);
  }, []);

  const pickImage = async (file: File) => {
    setImageError(null);
    try {
      const profileImage = await imageFileToDataUrl(file);
      setValues((current) => ({ ...current, profileImage }));
    } catch (error) {
      log.warn('could not read the picture', error);
      setImageError('profile.imageInvalid');
    }
  };

  const submit = async () => {
    if (isSaving) return;
    const result = validateProfileForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      // The picture has no field of its own: its message shows under it.
      if (result.errors.profileImage) setImageError(result.errors.profileImage);
      if (hasErrors(result.errors)) focusFirstError();
      return;
    }
    setSubmitMessage(null);
    setIsSaving(true);
    const [saved] = await Promise.allSettled([save(result.profile), delay(PROFILE_SAVE_DELAY_MS)]);
    setIsSaving(false);
    if (saved.status === 'fulfilled') {
      setIsEditing(false);
      setIsUpdated(true);
      trackFeature('save_profile', 'settings');
    } else {
      log.warn('save failed', saved.reason);
      setSubmitMessage(saved.reason instanceof DataError ? saved.reason.key : 'profile.saveFailed');
    }
  };

  return {
    formRef,
    isEditing,
    values,
    errors,
    isSaving,
    submitMessage,
    imageError,
    isUpdated,
    dismissUpdated: () => setIsUpdated(false),
    startEditing,
    cancel,
    setText,
    setHours,
    setServices,
    setRate,
    pickImage,
    submit,
  };
}
