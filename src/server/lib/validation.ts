import type { z } from 'zod';
import { invalid } from './errors';

/** zod issues → `{ field: [messages] }`, the 422 body's `errors`. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[field] = messages;
  }
  return errors;
}

/** Parses input with a schema built at request time (e.g. from the password policy); throws a 422. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(fieldErrors(result.error.issues));
  return result.data;
}
