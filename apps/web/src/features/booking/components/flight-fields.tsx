import { FLIGHT_LIMITS, type FlightDetailsValues } from '@ride/domain';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

type Field = keyof FlightDetailsValues;

interface Props {
  values: FlightDetailsValues;
  showMeetOption: boolean;
  errorOf(field: Field): string | undefined;
  onChange(patch: Partial<FlightDetailsValues>): void;
  onBlur(field: Field): void;
}

const MEET_OPTIONS: { value: FlightDetailsValues['meetOption']; label: MessageDescriptor }[] = [
  { value: 'curbside', label: msg`Curbside` },
  { value: 'inside', label: msg`Inside (Meet & Greet)` },
  { value: 'none', label: msg`No preference` },
];

/** Airline, flight number, terminal and, for arrivals, where the chauffeur meets the rider. */
export function FlightFields({ values, showMeetOption, errorOf, onChange, onBlur }: Props) {
  const { t, i18n } = useLingui();
  return (
    <>
      <TextField
        id="flight-airline"
        label={t`Airline`}
        required
        autoComplete="off"
        maxLength={FLIGHT_LIMITS.airlineName + 10}
        value={values.airlineName}
        error={errorOf('airlineName')}
        onValue={(airlineName) => onChange({ airlineName })}
        onBlur={() => onBlur('airlineName')}
      />
      <TextField
        id="flight-number"
        label={t`Flight Number`}
        required
        hint={t`The number, e.g. 1234, or with the airline code: DL 1234`}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={12}
        value={values.flightNumber}
        error={errorOf('flightNumber')}
        onValue={(flightNumber) => onChange({ flightNumber })}
        onBlur={() => onBlur('flightNumber')}
      />
      <TextField
        id="flight-terminal"
        label={t`Terminal (optional)`}
        autoComplete="off"
        maxLength={FLIGHT_LIMITS.terminal + 10}
        value={values.terminal}
        error={errorOf('terminal')}
        onValue={(terminal) => onChange({ terminal })}
        onBlur={() => onBlur('terminal')}
      />
      {showMeetOption && (
        <fieldset className="field choice-group">
          <legend>
            <Trans>Where should your chauffeur meet you?</Trans>
          </legend>
          {MEET_OPTIONS.map((option) => (
            <label key={option.value} className="choice">
              <input
                type="radio"
                name="meet-option"
                value={option.value}
                checked={values.meetOption === option.value}
                onChange={() => onChange({ meetOption: option.value })}
              />
              {i18n._(option.label)}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
