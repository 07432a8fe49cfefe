import { useId } from 'react';

type Choice<Value extends string> = { value: Value; label: string; lang?: string };

type ChoiceGroupProps<Value extends string> = {
  legend: string;
  choices: ReadonlyArray<Choice<Value>>;
  value: Value;
  onChange(value: Value): void;
};

/** A row of radio buttons drawn as a segmented control (language, theme). */
export function ChoiceGroup<Value extends string>({
  legend,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">
        {legend}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            lang={choice.lang}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-800 has-checked:border-blue-600 has-checked:bg-blue-50 has-checked:text-blue-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600 dark:border-gray-600 dark:text-gray-100 dark:has-checked:border-blue-400 dark:has-checked:bg-blue-950 dark:has-checked:text-blue-100"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
