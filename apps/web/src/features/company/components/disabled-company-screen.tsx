import notFoundImage from '../../../assets/not-found.svg';
import { useLingui } from '@lingui/react/macro';

interface Props {
  reason: 'disabled' | 'unknown';
  companyName: string;
}

/** Shown instead of the app when the operator is disabled or unknown (spec part 1 §1, §6). */
export function DisabledCompanyScreen({ reason, companyName }: Props) {
  const disabled = reason === 'disabled';
  const { t } = useLingui();
  return (
    <main className="company-unavailable">
      <img src={notFoundImage} width={240} height={160} alt={t`404: page not available`} />
      <h1>{disabled ? t`This Booking App Is Not Available` : t`Operator Not Found`}</h1>
      <p>
        {disabled
          ? companyName
            ? t`${companyName} is not taking bookings through this app at the moment.`
            : t`This operator is not taking bookings through this app at the moment.`
          : t`We could not find the operator for this address. Please check the link you were given.`}
      </p>
    </main>
  );
}
