import type { z } from 'zod';
import { badUserInput } from './errors.ts';

/** Refuses input with its first problem, naming the field. */
export function parseOrRefuse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'Invalid input';
  throw badUserInput(message.startsWith('must ') ? `${field} ${message}` : message, field);
}
