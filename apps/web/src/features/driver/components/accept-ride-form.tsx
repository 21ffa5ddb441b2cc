import { Trans, useLingui } from '@lingui/react/macro';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { useAcceptRide } from '../hooks/use-accept-ride.ts';
import { validateAcceptRide } from '../lib/accept-ride-form.ts';
import { RideTaken } from './ride-taken.tsx';

/** Take an open ride by its confirmation number (acceptRide); a refusal shows the server's words. */
export function AcceptRideForm({ onAccepted }: { onAccepted(rideId: string): void }) {
  const { t } = useLingui();
  const form = useForm({ confirmationNumber: '' }, validateAcceptRide);
  const { outcome, accept, dismiss } = useAcceptRide(onAccepted);

  return (
    <section className="driver-card" aria-labelledby="accept-ride-title">
      <h2 id="accept-ride-title" className="driver-card__title">
        <Trans>Accept a ride</Trans>
      </h2>
      {outcome.kind === 'refused' && <FormBanner message={outcome.message} onDismiss={dismiss} />}
      {outcome.kind === 'accepted' && <RideTaken number={outcome.confirmationNumber} />}
      <form
        className="driver-accept"
        noValidate
        onSubmit={form.onSubmit((values) => accept(values.confirmationNumber.trim()))}
      >
        <TextField
          label={t`Confirmation number`}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="go"
          {...form.field('confirmationNumber')}
        />
        <button
          type="submit"
          className="button button--secondary driver-accept__button"
          aria-disabled={form.disabled || form.busy}
          aria-busy={form.busy}
        >
          <Trans>Accept Ride</Trans>
        </button>
      </form>
    </section>
  );
}
