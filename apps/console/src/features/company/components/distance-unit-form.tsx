import { t, msg } from '@lingui/core/macro';
import { DISTANCE_UNITS, type DistanceUnit } from '@ride/domain';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import { useSavedSetting } from '../../../lib/use-saved-setting.ts';
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

const UNIT_NAMES: Record<DistanceUnit, MessageDescriptor> = {
  mi: msg`Miles (mi)`,
  km: msg`Kilometres (km)`,
};

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
  const { result, saved, save, clearSaved } = useSavedSetting(saveDistanceUnitMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save({ unit });
  }

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>{t`Distances`}</h2>
      <div className="field">
        <label htmlFor={`${id}-unit`}>{t`Distance unit`}</label>
        <select
          id={`${id}-unit`}
          value={unit}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            clearSaved();
            setUnit(event.target.value);
          }}
        >
          {DISTANCE_UNITS.map((value) => (
            <option key={value} value={value}>
              {i18n._(UNIT_NAMES[value])}
            </option>
          ))}
        </select>
        <p className="hint" id={`${id}-hint`}>
          {t`How the rider app writes route distances, in the rider's language.`}
        </p>
      </div>
      <Outcome error={result.error} saved={saved} />
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {t`Save`}
        </button>
      </div>
    </form>
  );
}
