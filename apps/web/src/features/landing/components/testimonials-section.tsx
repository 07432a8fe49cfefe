import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

const TESTIMONIALS = [1, 2, 3] as const;

/** Static sample testimonials (spec §1), said to be samples so nobody takes them for real. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="testimonials-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="testimonials-title"
          title={t('landing.testimonialsTitle')}
          subtitle={t('landing.testimonialsNote')}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((n) => (
            <li key={n}>
              <figure className="h-full rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900">
                <Quote
                  aria-hidden="true"
                  className="mb-3 h-6 w-6 text-blue-600 dark:text-blue-400"
                />
                <blockquote className="text-gray-800 dark:text-gray-200">
                  <p>{t(`landing.testimonial${n}Quote`)}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-semibold text-gray-900 dark:text-white">
                    {t(`landing.testimonial${n}Name`)}
                  </span>
                  <span className="text-gray-600 dark:text-gray-300">
                    {t(`landing.testimonial${n}Business`)}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
