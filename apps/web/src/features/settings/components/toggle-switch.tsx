import { useId } from 'react';

type ToggleSwitchProps = {
  label: string;
  description?: string;
  isOn: boolean;
  onChange(isOn: boolean): void;
};

/** An on/off switch (role="switch"), named by its visible label. */
export function ToggleSwitch({ label, description, isOn, onChange }: ToggleSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={labelId} className="font-medium text-gray-900 dark:text-gray-100">
          {label}
        </p>
        {description ? (
          <p id={descriptionId} className="text-sm text-gray-600 dark:text-gray-400">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onChange(!isOn)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
          isOn ? 'bg-blue-600' : 'bg-gray-400 dark:bg-gray-600'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
            isOn ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
    </div>
  );
}
