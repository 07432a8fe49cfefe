import type { Customer } from '@jobtrack/core';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '#web/components/ui/fields.tsx';

type CustomerPickerProps = {
  id: string;
  customers: readonly Customer[];
  value: string;
  error?: string | undefined;
  onChange(customerId: string): void;
};

const matches = (customer: Customer, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [customer.name, customer.phone, customer.address].some((field) =>
    field.toLowerCase().includes(needle),
  );
};

/**
 * The schedule form's customer (decision 026): a searchable combobox (ARIA 1.2 pattern) instead
 * of a long native select. A tap opens every customer; typing narrows them by name, phone or
 * address (spec §5 search: case-insensitive substring); arrows, Enter and Escape work as in a
 * select.
 */
export function CustomerPicker({ id, customers, value, error, onChange }: CustomerPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = customers.find((customer) => customer.id === value);
  const [query, setQuery] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const options = useMemo(
    () => customers.filter((customer) => matches(customer, query ?? '')),
    [customers, query],
  );
  const optionId = (index: number) => `${listId}-option-${index}`;

  const open = () => {
    setIsOpen(true);
    setActiveIndex(
      Math.max(
        0,
        options.findIndex((customer) => customer.id === value),
      ),
    );
  };
  const close = () => {
    setIsOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };
  const choose = (customer: Customer) => {
    onChange(customer.id);
    close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) open();
        else setActiveIndex((index) => Math.min(options.length - 1, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) open();
        else setActiveIndex((index) => Math.max(0, index - 1));
        break;
      case 'Enter': {
        const active = isOpen ? options[activeIndex] : undefined;
        if (active) {
          event.preventDefault();
          choose(active);
        }
        break;
      }
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  };

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200"
      >
        {t('jobs.form.customer')}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required="true"
          autoComplete="off"
          placeholder={t('jobs.form.searchCustomers')}
          value={query ?? selected?.name ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsOpen(true);
            setActiveIndex(0);
          }}
          onClick={() => (isOpen ? undefined : open())}
          onFocus={(event) => event.target.select()}
          onBlur={close}
          onKeyDown={handleKeyDown}
          className={`block min-h-11 w-full rounded-lg border bg-white py-2 pl-3 pr-11 text-base text-gray-900 placeholder:text-gray-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 ${
            error ? 'border-red-600' : 'border-gray-300 dark:border-gray-600'
          }`}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('jobs.form.showCustomers')}
          // Keeps the focus in the input, so the list does not close before it opens.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            if (isOpen) close();
            else open();
          }}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-gray-600 dark:text-gray-300"
        >
          <ChevronDown aria-hidden="true" className="h-5 w-5" />
        </button>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('jobs.form.customer')}
          hidden={!isOpen}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          {options.map((customer, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are on the combobox input (arrows and Enter move aria-activedescendant), as the ARIA combobox pattern has it.
            <li
              key={customer.id}
              id={optionId(index)}
              role="option"
              aria-selected={customer.id === value}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(customer)}
              onMouseMove={() => setActiveIndex(index)}
              className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 ${
                index === activeIndex ? 'bg-blue-50 dark:bg-gray-800' : ''
              }`}
            >
              <span className="font-medium text-gray-900 dark:text-gray-100">{customer.name}</span>
              {customer.address ? (
                <span className="truncate text-sm text-gray-600 dark:text-gray-400">
                  {customer.address}
                </span>
              ) : null}
            </li>
          ))}
          {options.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-sm text-gray-600 dark:text-gray-400">
              {t('jobs.form.noCustomerMatches')}
            </li>
          ) : null}
        </ul>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
