import type { BookingFilters } from '@ride/domain';
import { FILTER_LIMITS } from '../lib/filter-limits.ts';
import { updateFilters } from '../lib/form-actions.ts';
import { CounterField } from './counter-field.tsx';

const SEATS = FILTER_LIMITS.maxChildSeatsPerKind;

/** Who and what is travelling: the vehicle list shows only what fits. */
export function FiltersPanel({ filters }: { filters: BookingFilters }) {
  return (
    <section className="filters" aria-labelledby="filters-title">
      <h2 id="filters-title" className="section-title">
        Passengers & Luggage
      </h2>
      <CounterField
        id="filter-passengers"
        label="Passengers"
        value={filters.passengerCount}
        min={1}
        max={FILTER_LIMITS.maxPassengers}
        onChange={(passengerCount) => updateFilters({ passengerCount })}
      />
      <CounterField
        id="filter-luggage"
        label="Luggage"
        value={filters.luggageCount}
        min={0}
        max={FILTER_LIMITS.maxLuggage}
        onChange={(luggageCount) => updateFilters({ luggageCount })}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={filters.needsAccessible}
          onChange={(event) => updateFilters({ needsAccessible: event.target.checked })}
        />
        Wheelchair accessible vehicle
      </label>
      <label className="choice">
        <input
          type="checkbox"
          checked={filters.needsChildSeats}
          onChange={(event) => updateFilters({ needsChildSeats: event.target.checked })}
        />
        Child seats
      </label>
      {filters.needsChildSeats && (
        <div className="filters__seats">
          <CounterField
            id="filter-infant"
            label="Infant seats"
            value={filters.infantSeats}
            min={0}
            max={SEATS}
            onChange={(infantSeats) => updateFilters({ infantSeats })}
          />
          <CounterField
            id="filter-toddler"
            label="Toddler seats"
            value={filters.toddlerSeats}
            min={0}
            max={SEATS}
            onChange={(toddlerSeats) => updateFilters({ toddlerSeats })}
          />
          <CounterField
            id="filter-booster"
            label="Booster seats"
            value={filters.boosterSeats}
            min={0}
            max={SEATS}
            onChange={(boosterSeats) => updateFilters({ boosterSeats })}
          />
        </div>
      )}
    </section>
  );
}
