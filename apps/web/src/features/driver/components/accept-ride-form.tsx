import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { useAcceptRide } from '../hooks/use-accept-ride.ts';
import { validateAcceptRide } from '../lib/accept-ride-form.ts';

/** Take an open ride by its confirmation number (acceptRide); a refusal shows the server's words. */
export function AcceptRideForm({ onAccepted }: { onAccepted(rideId: string): void }) {
  const form = useForm({ confirmationNumber: '' }, validateAcceptRide);
  const { outcome, accept, dismiss } = useAcceptRide(onAccepted);

  return (
    <section className="driver-card" aria-labelledby="accept-ride-title">
      <h2 id="accept-ride-title" className="driver-card__title">
        Accept a ride
      </h2>
      {outcome.kind === 'refused' && <FormBanner message={outcome.message} onDismiss={dismiss} />}
      {outcome.kind === 'accepted' && (
        <p role="status" className="driver-done">
          Ride #{outcome.confirmationNumber} is yours.
        </p>
      )}
      <form
        className="driver-accept"
        noValidate
        onSubmit={form.onSubmit((values) => accept(values.confirmationNumber.trim()))}
      >
        <TextField
          label="Confirmation number"
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
          Accept Ride
        </button>
      </form>
    </section>
  );
}
