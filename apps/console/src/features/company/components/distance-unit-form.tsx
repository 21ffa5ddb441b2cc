import { DISTANCE_UNITS, type DistanceUnit } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';
import { Outcome } from './company-field.tsx';

const distanceUnitQuery = graphql(`
  query consoleDistanceUnit {
    consoleCompanySettings {
      distanceUnit
    }
  }
`);

const saveDistanceUnitMutation = graphql(`
  mutation saveDistanceUnit($unit: String!) {
    saveDistanceUnit(unit: $unit) {
      distanceUnit
    }
  }
`);

const UNIT_NAMES: Record<DistanceUnit, string> = { mi: 'Miles (mi)', km: 'Kilometres (km)' };

/** The unit riders read distances in: the country's until an admin chooses (issue 34). */
export function DistanceUnitForm() {
  const [{ data }] = useQuery({ query: distanceUnitQuery });
  const initial = data?.consoleCompanySettings.distanceUnit;
  // Drawn once the current unit is known, so the select starts on it.
  return initial ? <UnitForm initial={initial} /> : null;
}

function UnitForm({ initial }: { initial: string }) {
  const id = useId();
  const [unit, setUnit] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [result, save] = useMutation(saveDistanceUnitMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const answer = await save({ unit });
    if (answer.data) setSaved(true);
  }

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Distances</h2>
      <div className="field">
        <label htmlFor={`${id}-unit`}>Distance unit</label>
        <select
          id={`${id}-unit`}
          value={unit}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setSaved(false);
            setUnit(event.target.value);
          }}
        >
          {DISTANCE_UNITS.map((value) => (
            <option key={value} value={value}>
              {UNIT_NAMES[value]}
            </option>
          ))}
        </select>
        <p className="hint" id={`${id}-hint`}>
          How the rider app writes route distances, in the rider&apos;s language.
        </p>
      </div>
      <Outcome error={result.error} saved={saved} />
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          Save
        </button>
      </div>
    </form>
  );
}
