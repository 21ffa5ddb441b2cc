import { useState } from 'react';
import { PromoCodeField } from './promo-code-field.tsx';
import { Trans } from '@lingui/react/macro';

interface Props {
  promoCode: string;
  applied: string | null;
  error: string | null;
}

/**
 * The promo code on the vehicle step, folded into one button until the rider wants it (or a code
 * is already in the form), so that it takes no room from the vehicles. Opening it moves the focus
 * into the field.
 */
export function PromoCodeDisclosure({ promoCode, applied, error }: Props) {
  const [opened, setOpened] = useState(false);
  if (!opened && promoCode === '' && error === null) {
    return (
      <button type="button" className="link-button" onClick={() => setOpened(true)}>
        <Trans>Add a Promo Code</Trans>
      </button>
    );
  }
  return (
    <PromoCodeField
      key={promoCode}
      promoCode={promoCode}
      applied={applied}
      error={error}
      autoFocus={opened && promoCode === ''}
    />
  );
}
