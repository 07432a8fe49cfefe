import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SLIDES } from '../utils/slides.ts';

type SlideControlsProps = {
  index: number;
  /** During a slide change (and while leaving) no arrow can be used (spec §2). */
  isLocked: boolean;
  onPrevious(): void;
  onNext(): void;
  onSelect(index: number): void;
};

const ARROW =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';

/** Previous/next arrows, disabled at the ends, and one dot per slide. */
export function SlideControls({
  index,
  isLocked,
  onPrevious,
  onNext,
  onSelect,
}: SlideControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex items-center justify-between gap-2">
      <button
        type="button"
        className={ARROW}
        onClick={onPrevious}
        disabled={isLocked || index === 0}
        aria-label={t('qrDemo.previous')}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <ul className="flex items-center">
        {SLIDES.map((slide, position) => {
          const isCurrent = position === index;
          return (
            <li key={slide.key}>
              <button
                type="button"
                onClick={() => onSelect(position)}
                aria-label={t('qrDemo.goToSlide', {
                  number: position + 1,
                  title: t(`qrDemo.${slide.key}.title`),
                })}
                aria-current={isCurrent ? 'step' : undefined}
                className="flex h-8 w-7 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    isCurrent
                      ? 'w-6 bg-blue-600 dark:bg-blue-400'
                      : 'w-2.5 bg-gray-400 dark:bg-gray-500'
                  }`}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={ARROW}
        onClick={onNext}
        disabled={isLocked || index === SLIDES.length - 1}
        aria-label={t('qrDemo.next')}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
