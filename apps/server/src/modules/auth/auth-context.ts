import type { GraphQLContext } from '../../graphql/context.ts';
import { badUserInput } from '../../core/errors.ts';

/** What the account services need from a request: storage, settings, the log and the caller. */
export type AuthContext = Pick<GraphQLContext, 'db' | 'config' | 'logger' | 'clientIp'>;

/** Refuses input with the first field message of a shared validator, naming the API field. */
export function assertValid<Field extends string>(
  errors: Partial<Record<Field, string | undefined>>,
  apiField: (field: Field) => string = (field) => field,
): void {
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message !== undefined) throw badUserInput(message, apiField(field));
  }
}
