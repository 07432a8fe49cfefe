import { WEEKDAYS, type BusinessHoursDay, type Weekday } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import type { ProfileFormErrors, ProfileFormValues } from '../utils/profile-form-values.ts';

type BusinessHoursFieldsProps = {
  hours: ProfileFormValues['businessHours'];
  errors: ProfileFormErrors;
  disabled: boolean;
  onChange(day: Weekday, changes: Partial<BusinessHoursDay>): void;
};

const TIME =
  'min-h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-base text-gray-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:[color-scheme:dark]';

/** Per day an 'Open' checkbox; when open, the opening and closing times (spec §2). */
export function BusinessHoursFields({
  hours,
  errors,
  disabled,
  onChange,
}: BusinessHoursFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold">{t('profile.hours')}</legend>
      <ul className="divide-y divide-gray-100 dark:divide-gray-800">
        {WEEKDAYS.map((day) => {
          const entry = hours[day];
          const dayName = t(`profile.day.${day}`);
          const openError = errors[`businessHours.${day}.open`];
          const closeError = errors[`businessHours.${day}.close`];
          return (
            <li
              key={day}
              className="grid grid-cols-[6.5rem_1fr] items-center gap-x-3 gap-y-2 py-2 sm:grid-cols-[8rem_6rem_1fr]"
            >
              <span className="font-medium">{dayName}</span>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={!entry.closed}
                  disabled={disabled}
                  onChange={(event) => onChange(day, { closed: !event.target.checked })}
                  aria-label={t('profile.openOn', { day: dayName })}
                  className="h-5 w-5 rounded border-gray-400 accent-blue-600"
                />
                <span aria-hidden="true">{t('profile.open')}</span>
              </label>
              {entry.closed ? (
                <span className="col-span-2 text-sm text-gray-600 sm:col-span-1 dark:text-gray-400">
                  {t('profile.closed')}
                </span>
              ) : (
                <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-1">
                  <input
                    type="time"
                    value={entry.open}
                    disabled={disabled}
                    onChange={(event) => onChange(day, { open: event.target.value })}
                    aria-label={t('profile.opensAt', { day: dayName })}
                    aria-invalid={openError ? true : undefined}
                    className={TIME}
                  />
                  <input
                    type="time"
                    value={entry.close}
                    disabled={disabled}
                    onChange={(event) => onChange(day, { close: event.target.value })}
                    aria-label={t('profile.closesAt', { day: dayName })}
                    aria-invalid={closeError ? true : undefined}
                    className={TIME}
                  />
                  {openError || closeError ? (
                    <p role="alert" className="col-span-2 text-sm text-red-700 dark:text-red-400">
                      {t(openError ?? closeError ?? '')}
                    </p>
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
