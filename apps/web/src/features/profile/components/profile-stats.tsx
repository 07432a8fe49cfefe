import { useTranslation } from 'react-i18next';
import type { ProfileHighlights } from '../utils/profile-highlights.ts';

/** The business highlights tiles (spec §2); the rating tile only when there is a rating. */
export function ProfileStats({ highlights }: { highlights: ProfileHighlights }) {
  const { t } = useTranslation();
  const tiles = [
    [highlights.customers, 'profile.statCustomers'],
    [highlights.jobsDone, 'profile.statJobsDone'],
    [highlights.years, 'profile.statYears'],
    ...(highlights.rating === null ? [] : [[highlights.rating, 'profile.statRating']]),
  ] as const;
  return (
    <ul
      aria-label={t('profile.statsLabel')}
      className={`grid grid-cols-2 gap-3 ${tiles.length === 4 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}
    >
      {tiles.map(([value, label]) => (
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
