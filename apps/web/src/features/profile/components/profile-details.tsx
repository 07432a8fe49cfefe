import { WEEKDAYS, type BusinessProfile } from '@jobtrack/core';
import { Clock, ExternalLink, Info, Mail, MapPin, Phone, Globe, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursText, websiteHref, websiteLabel } from '../utils/profile-view.ts';
import { ProfileCard } from './profile-card.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

const LINK = 'font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300';

function ContactRow({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Mail;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
        {label}
      </dt>
      <dd className="pl-6 break-words">{children}</dd>
    </div>
  );
}

/** The view mode's main cards (spec §2): contact, About, services and business hours. */
export function ProfileDetails({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const serviceLabel = useServiceTypeLabel();
  const notSet = <span className="text-gray-600 dark:text-gray-400">{t('profile.notSet')}</span>;
  const website = profile.website ? websiteHref(profile.website) : null;
  return (
    <div className="space-y-4">
      <ProfileCard title={t('profile.contact')} icon={Phone}>
        <dl className="space-y-3">
          <ContactRow icon={Mail} label={t('profile.email')}>
            {profile.email ? (
              <a href={`mailto:${profile.email}`} className={LINK}>
                {profile.email}
              </a>
            ) : (
              notSet
            )}
          </ContactRow>
          <ContactRow icon={Phone} label={t('profile.phone')}>
            {profile.phone ? (
              <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
                {profile.phone}
              </a>
            ) : (
              notSet
            )}
          </ContactRow>
          <ContactRow icon={MapPin} label={t('profile.address')}>
            {profile.address ? (
              <span className="whitespace-pre-line">{profile.address}</span>
            ) : (
              notSet
            )}
          </ContactRow>
          {website ? (
            <ContactRow icon={Globe} label={t('profile.website')}>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className={`${LINK} inline-flex items-center gap-1`}
              >
                {websiteLabel(profile.website)}
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{t('profile.opensNewTab')}</span>
              </a>
            </ContactRow>
          ) : null}
        </dl>
      </ProfileCard>

      {profile.bio ? (
        <ProfileCard title={t('profile.about')} icon={Info}>
          <p className="whitespace-pre-line text-gray-700 dark:text-gray-300">{profile.bio}</p>
        </ProfileCard>
      ) : null}

      <ProfileCard title={t('profile.services')} icon={Wrench}>
        {profile.serviceTypes.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {profile.serviceTypes.map((service) => (
              <li
                key={service}
                className="rounded-full bg-blue-100 px-3 py-1 text-sm font-medium text-blue-800 dark:bg-blue-900/60 dark:text-blue-100"
              >
                {serviceLabel(service)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-gray-600 dark:text-gray-400">{t('profile.noServices')}</p>
        )}
      </ProfileCard>

      <ProfileCard title={t('profile.hours')} icon={Clock}>
        <dl className="divide-y divide-gray-100 dark:divide-gray-800">
          {WEEKDAYS.map((day) => {
            const text = hoursText(profile.businessHours[day], format.time);
            return (
              <div key={day} className="flex justify-between gap-4 py-2">
                <dt className="font-medium">{t(`profile.day.${day}`)}</dt>
                <dd className={text ? '' : 'text-gray-600 dark:text-gray-400'}>
                  {text ?? t('profile.closed')}
                </dd>
              </div>
            );
          })}
        </dl>
      </ProfileCard>
    </div>
  );
}
