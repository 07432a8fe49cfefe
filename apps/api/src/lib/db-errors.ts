/** PostgreSQL's foreign-key violation, raised by both engines with the same SQLSTATE. */
export const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
