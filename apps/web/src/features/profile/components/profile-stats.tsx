import { useTranslation } from 'react-i18next';

// NOTE: spec §2 — the four tiles are fixed figures, not computed from the owner's data.
const TILES = [
  ['150+', 'profile.statCustomers'],
  ['500+', 'profile.statJobsDone'],
  ['3', 'profile.statYears'],
  ['5.0', 'profile.statRating'],
] as const;

export function ProfileStats() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('profile.statsLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {TILES.map(([value, label]) => (
        <li
          key={label}
          className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
        >
          <p className="text-2xl font-bold text-blue-700 dark:text-blue-300">{value}</p>
          <p className="text-sm text-gray-600 dark:text-gray-400">{t(label)}</p>
        </li>
      ))}
    </ul>
  );
}
