import type { Language } from '@jobtrack/core';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from '#web/lib/preferences.ts';
import { useTheme } from '#web/lib/theme.tsx';

type Size = 'sm' | 'md' | 'lg';
const SIZE: Record<Size, string> = {
  sm: 'h-9 min-w-9 text-xs',
  md: 'h-10 min-w-10 text-sm',
  lg: 'h-12 min-w-12 text-base',
};
const ICON: Record<Size, string> = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-6 w-6' };

const switcherClasses = (size: Size) =>
  `inline-flex items-center justify-center rounded-lg px-2 font-semibold text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 ${SIZE[size]}`;

/** EN/ES: shows the other language and switches to it, remembering the choice (spec §4). */
export function LanguageSwitch({ size = 'md' }: { size?: Size }) {
  const { t, i18n } = useTranslation();
  const next: Language = i18n.language === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className={switcherClasses(size)}
      aria-label={t('shell.switchLanguage')}
      onClick={() => {
        storeLanguage(next);
        void i18n.changeLanguage(next);
      }}
    >
      {next.toUpperCase()}
    </button>
  );
}

/** Light/dark, in three sizes (spec §2). */
export function ThemeToggle({ size = 'md' }: { size?: Size }) {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className={switcherClasses(size)}
      aria-label={t(isDark ? 'shell.lightTheme' : 'shell.darkTheme')}
      onClick={toggleTheme}
    >
      {isDark ? (
        <Sun aria-hidden="true" className={ICON[size]} />
      ) : (
        <Moon aria-hidden="true" className={ICON[size]} />
      )}
    </button>
  );
}

export { switcherClasses };
