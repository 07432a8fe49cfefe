import {
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

// Select and textarea fields shaped like TextField: a label, the control, an announced error.

const CONTROL =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-gray-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:bg-gray-900 dark:text-gray-100';

/** A field's error, announced when it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
      {error}
    </p>
  ) : null;
}

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
};

function FieldFrame({ id, label, error, children, className = '' }: FieldFrameProps) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200"
      >
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const border = (error?: string) =>
  error ? 'border-red-600' : 'border-gray-300 dark:border-gray-600';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
};

export function SelectField({
  label,
  error,
  options,
  placeholder,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <FieldFrame id={selectId} label={label} error={error} className={className}>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`${CONTROL} ${border(error)}`}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
};

export function TextareaField({ label, error, id, className, ...props }: TextareaFieldProps) {
  const fallbackId = useId();
  const textareaId = id ?? fallbackId;
  return (
    <FieldFrame id={textareaId} label={label} error={error} className={className}>
      <textarea
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${textareaId}-error` : undefined}
        className={`${CONTROL} ${border(error)}`}
        {...props}
      />
    </FieldFrame>
  );
}
