import { type BusinessHoursDay, type BusinessProfile, type Weekday } from '@jobtrack/core';
import { PROFILE_SUCCESS_MESSAGE_MS } from '#web/config/ui.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { useFocusFirstError } from '#web/lib/form.ts';
import { useSaveProfile } from '../api/profile-mutations.ts';
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

/**
 * View and edit modes of the profile (spec §4): Cancel discards the edits; Save waits 1 s,
 * then shows 'Profile updated successfully!' for 3 s (spec §9).
 */
export function useProfileEditor(profile: BusinessProfile) {
  const trackFeature = useTrackFeature();
  const saveProfile = useSaveProfile();
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
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
    saveProfile.reset();
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

  const submit = () => {
    if (saveProfile.isPending) return;
    const result = validateProfileForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      // The picture has no field of its own: its message shows under it.
      if (result.errors.profileImage) setImageError(result.errors.profileImage);
      if (hasErrors(result.errors)) focusFirstError();
      return;
    }
    saveProfile.mutate(result.profile, {
      onSuccess: () => {
        setIsEditing(false);
        setIsUpdated(true);
        trackFeature('save_profile', 'settings');
      },
    });
  };

  return {
    formRef,
    isEditing,
    values,
    errors,
    isSaving: saveProfile.isPending,
    // The failed save in the UI's words (the hook has logged it).
    submitMessage: saveProfile.failure?.key ?? null,
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
