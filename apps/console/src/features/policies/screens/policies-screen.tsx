import { t } from '@lingui/core/macro';
import { Suspense } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/errors.ts';
import { FeeRuleForm } from '../components/fee-rule-form.tsx';
import { FlightRulesForm } from '../components/flight-rules-form.tsx';
import { LeadTimesForm } from '../components/lead-times-form.tsx';
import { ServiceAreaForm } from '../components/service-area-form.tsx';
import '../policies.css';

const bookingRulesDocument = graphql(`
  query consoleBookingRules {
    bookingRules {
      leadTimes {
        creationMinutes
        modificationMinutes
        cancellationMinutes
      }
      flightRules {
        curbsideMinutes
        insideMinutes
        dailyCalls
      }
      cancellationFeeRule {
        freeUntilHoursBeforePickup
        lateCancellationFee {
          kind
          percent
          amountMinor
        }
        noShowFee {
          kind
          percent
          amountMinor
        }
      }
      serviceArea {
        kind
        latitude
        longitude
        radiusKm
        points
      }
      baseLatitude
      baseLongitude
      mapTiles {
        kind
        url
        attribution
      }
    }
  }
`);

/** Booking rules: lead times, the cancellation fee rule, airport pickups and the service area. */
export default function PoliciesScreen() {
  const [{ data, error, fetching }] = useQuery({ query: bookingRulesDocument });
  const rules = data?.bookingRules;
  if (fetching && !rules) return <p role="status">{t`Loading…`}</p>;
  if (!rules) return <p role="alert">{errorMessage(error)}</p>;
  return (
    <>
      <h1>{t`Booking rules`}</h1>
      <p>{t`Riders get changes at their next configuration refresh.`}</p>
      <LeadTimesForm current={rules.leadTimes} />
      <FeeRuleForm current={rules.cancellationFeeRule ?? null} />
      <FlightRulesForm current={rules.flightRules} />
      <Suspense fallback={<p role="status">{t`Loading the map…`}</p>}>
        <ServiceAreaForm
          current={rules.serviceArea}
          home={[rules.baseLatitude, rules.baseLongitude]}
          tiles={rules.mapTiles ?? null}
        />
      </Suspense>
    </>
  );
}
