import { PROFILE_SERVICE_TYPES } from '@jobtrack/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

type ServiceTypeFieldsProps = {
  selected: readonly string[];
  error: string | undefined;
  disabled: boolean;
  onChange(serviceTypes: string[]): void;
};

/** The 16 profile service types of spec §3 as checkboxes; at least one is required (§5). */
export function ServiceTypeFields({ selected, error, disabled, onChange }: ServiceTypeFieldsProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const errorId = useId();
  // Keeps the list's order, and any older choice not in the list, whatever the click order.
  const toggle = (service: string, isChecked: boolean) => {
    const next = new Set(selected);
    if (isChecked) next.add(service);
    else next.delete(service);
    const listed = PROFILE_SERVICE_TYPES.filter((choice) => next.has(choice));
    const others = selected.filter(
      (choice) =>
        next.has(choice) && !(PROFILE_SERVICE_TYPES as readonly string[]).includes(choice),
    );
    onChange([...listed, ...others]);
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-base font-semibold">{t('profile.serviceTypes')}</legend>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {PROFILE_SERVICE_TYPES.map((service) => (
          <label
            key={service}
            className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-gray-50 dark:hover:bg-gray-800"
          >
            <input
              type="checkbox"
              checked={selected.includes(service)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(service, event.target.checked)}
              className="h-5 w-5 rounded border-gray-400 accent-blue-600"
            />
            <span>{serviceLabel(service)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
