// Reads a zod failure as { 'field.path': ['message', ...] }, the shape the forms show.
import type { z } from 'zod';

export const issuesOf = (schema: z.ZodType, input: unknown): Record<string, string[]> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    (issues[path] ??= []).push(issue.message);
  }
  return issues;
};
