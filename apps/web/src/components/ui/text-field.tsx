import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './fields.tsx';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Something drawn inside the field's right edge, such as a show-password button. */
  trailing?: ReactNode;
};

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className = '',
  ...props
}: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200"
      >
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 ${
            error ? 'border-red-600' : 'border-gray-300 dark:border-gray-600'
          } ${trailing ? 'pr-12' : ''}`}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
