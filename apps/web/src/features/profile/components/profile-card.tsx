import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';

/** A titled card of the profile screen, named by its heading. */
export function ProfileCard({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold">
          <Icon aria-hidden="true" className="h-5 w-5 text-blue-600 dark:text-blue-400" />
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}
