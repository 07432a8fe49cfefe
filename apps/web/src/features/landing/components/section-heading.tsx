type SectionHeadingProps = { id: string; title: string; subtitle?: string };

/** A section's h2 (its id labels the section) with an optional line under it. */
export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-12">
      <h2
        id={id}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-gray-900 focus:outline-none sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      {subtitle ? (
        <p className="mt-3 text-base text-gray-600 sm:text-lg dark:text-gray-300">{subtitle}</p>
      ) : null}
    </div>
  );
}
