import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../components/ui/modal.tsx';
import { paths } from '../../config/paths.ts';
import { switcherClasses } from './switchers.tsx';

/**
 * The notification bell and its panel. TODO(notifications issue): generated notifications,
 * the unread badge and dismissal come with the dashboard screens; until then it shows the
 * spec's empty state.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={switcherClasses('sm')}
        aria-label={t('notifications.bell')}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <Bell aria-hidden="true" className="h-4 w-4" />
      </button>
      <Modal
        isOpen={isOpen}
        title={t('notifications.title')}
        onClose={() => setIsOpen(false)}
        fullScreenOnMobile
      >
        <div className="py-6 text-center">
          <p className="font-medium">{t('notifications.empty.title')}</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {t('notifications.empty.message')}
          </p>
        </div>
        <Link
          to={paths.app}
          onClick={() => setIsOpen(false)}
          className="block rounded-lg py-2 text-center text-sm font-medium text-blue-700 hover:underline dark:text-blue-400"
        >
          {t('notifications.viewDashboard')}
        </Link>
      </Modal>
    </>
  );
}
