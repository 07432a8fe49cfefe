import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';

type SettingsSectionProps = {
  title: string;
  icon: LucideIcon;
  description?: string;
  children: ReactNode;
};

/** One card of the settings screen, named by its heading for screen readers. */
export function SettingsSection({
  title,
  icon: Icon,
  description,
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Icon aria-hidden="true" className="h-5 w-5 text-blue-600 dark:text-blue-400" />
          {title}
        </h2>
        {description ? (
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</p>
        ) : null}
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}
