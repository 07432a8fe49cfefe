// The edit form's values: the profile with its rates as the text of the number inputs, and the
// rules of spec §5 (core's profileFormSchema) with a message per field.
import {
  DEFAULT_HOURLY_RATE,
  DEFAULT_MINIMUM_CHARGE,
  profileFormSchema,
  type BusinessProfile,
} from '@jobtrack/core';

export type ProfileFormValues = Omit<BusinessProfile, 'pricing'> & {
  pricing: { hourlyRate: string; minimumCharge: string; currency: string };
};

/** Errors keyed by the field's path ('businessName', 'businessHours.monday.open', …). */
/** The profile's plain text fields (the form's text inputs). */
export type ProfileTextField =
  | 'businessName'
  | 'ownerName'
  | 'email'
  | 'phone'
  | 'address'
  | 'website'
  | 'bio'
  | 'paymentInstructions'
  | 'paymentLink';

export type ProfileFormErrors = Partial<Record<string, string>>;

export const toFormValues = (profile: BusinessProfile): ProfileFormValues => ({
  ...structuredClone(profile),
  pricing: {
    hourlyRate: String(profile.pricing.hourlyRate),
    minimumCharge: String(profile.pricing.minimumCharge),
    currency: profile.pricing.currency,
  },
});

/**
 * An empty rate is the placeholder's amount (spec §9: 75 and 50), so what the field shows is
 * what is kept; anything else must read as a number.
 */
const rate = (text: string, fallback: number): number | string => {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : trimmed;
};

export type ProfileValidation =
  { ok: true; profile: BusinessProfile } | { ok: false; errors: ProfileFormErrors };

/** The profile to save, trimmed, or the first message (an i18n key) of each refused field. */
export function validateProfileForm(values: ProfileFormValues): ProfileValidation {
  const result = profileFormSchema.safeParse({
    ...values,
    pricing: {
      ...values.pricing,
      hourlyRate: rate(values.pricing.hourlyRate, DEFAULT_HOURLY_RATE),
      minimumCharge: rate(values.pricing.minimumCharge, DEFAULT_MINIMUM_CHARGE),
    },
  });
  if (result.success) {
    const { profileImage, ...profile } = result.data;
    return { ok: true, profile: profileImage ? { ...profile, profileImage } : profile };
  }
  const errors: ProfileFormErrors = {};
  for (const issue of result.error.issues) {
    // The service types are one field on screen: a message about one of them is about it.
    const path =
      issue.path[0] === 'serviceTypes' ? 'serviceTypes' : issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Whether any field is in error. */
export const hasErrors = (errors: ProfileFormErrors) =>
  Object.values(errors).some((message) => message !== undefined);
