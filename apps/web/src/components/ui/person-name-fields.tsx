import { useLingui } from '@lingui/react/macro';
import type { FieldBinding } from '../../hooks/use-form.ts';
import { TextField } from './text-field.tsx';

/** First and last name as every form that asks a rider's name asks them (sign-up, profile). */
export function PersonNameFields({
  firstName,
  lastName,
}: {
  firstName: FieldBinding;
  lastName: FieldBinding;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`First Name`}
        type="text"
        autoComplete="given-name"
        autoCapitalize="words"
        spellCheck={false}
        {...firstName}
      />
      <TextField
        label={t`Last Name`}
        type="text"
        autoComplete="family-name"
        autoCapitalize="words"
        spellCheck={false}
        {...lastName}
      />
    </>
  );
}
