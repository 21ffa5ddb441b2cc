import { LOOKUP_LIMITS, type BookingFilters } from '@ride/domain';
import { updateFilters } from '../lib/form-actions.ts';
import { CounterField } from './counter-field.tsx';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const SEATS = LOOKUP_LIMITS.maxChildSeatsPerKind;
const SEAT_KINDS = [
  { id: 'filter-infant', label: msg`Infant seats`, field: 'infantSeats' },
  { id: 'filter-toddler', label: msg`Toddler seats`, field: 'toddlerSeats' },
  { id: 'filter-booster', label: msg`Booster seats`, field: 'boosterSeats' },
] as const;

/**
 * Who and what is travelling: the vehicle list shows only what fits. Side by side, so that the
 * vehicles start on a phone's first screen.
 */
export function FiltersPanel({ filters }: { filters: BookingFilters }) {
  const { t, i18n } = useLingui();
  return (
    <section className="filters" aria-labelledby="filters-title">
      <h2 id="filters-title" className="visually-hidden">
        <Trans>Passengers & Luggage</Trans>
      </h2>
      <div className="filters__row">
        <CounterField
          id="filter-passengers"
          label={t`Passengers`}
          value={filters.passengerCount}
          min={1}
          max={LOOKUP_LIMITS.maxPassengers}
          onChange={(passengerCount) => updateFilters({ passengerCount })}
          stacked
        />
        <CounterField
          id="filter-luggage"
          label={t`Luggage`}
          value={filters.luggageCount}
          min={0}
          max={LOOKUP_LIMITS.maxLuggage}
          onChange={(luggageCount) => updateFilters({ luggageCount })}
          stacked
        />
      </div>
      <div className="filters__row filters__row--choices">
        <label className="choice">
          <input
            type="checkbox"
            checked={filters.needsAccessible}
            onChange={(event) => updateFilters({ needsAccessible: event.target.checked })}
          />
          <Trans>Wheelchair accessible vehicle</Trans>
        </label>
        <label className="choice">
          <input
            type="checkbox"
            checked={filters.needsChildSeats}
            onChange={(event) => updateFilters({ needsChildSeats: event.target.checked })}
          />
          <Trans>Child seats</Trans>
        </label>
      </div>
      {filters.needsChildSeats && (
        <div className="filters__seats">
          {SEAT_KINDS.map(({ id, label, field }) => (
            <CounterField
              key={id}
              id={id}
              label={i18n._(label)}
              value={filters[field]}
              min={0}
              max={SEATS}
              onChange={(count) => updateFilters({ [field]: count })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
