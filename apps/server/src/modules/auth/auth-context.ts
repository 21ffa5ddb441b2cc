import type { Deps } from '../../core/deps.ts';
import { badUserInput } from '../../core/errors.ts';
import type { RequestInfo } from '../../core/request.ts';

/** What the account services need: storage, settings, the log, and the caller's address. */
export type AuthDeps = Pick<Deps, 'db' | 'config' | 'logger'> & Pick<RequestInfo, 'clientIp'>;

/** Refuses input with the first field message of a shared validator, naming the API field. */
export function assertValid<Field extends string>(
  errors: Partial<Record<Field, string | undefined>>,
  apiField: (field: Field) => string = (field) => field,
): void {
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message !== undefined) throw badUserInput(message, apiField(field));
  }
}
