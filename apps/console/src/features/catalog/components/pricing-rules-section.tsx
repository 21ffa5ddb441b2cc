import { t } from '@lingui/core/macro';
import { ErrorAlert } from '../../../components/notices.tsx';
import { useId } from 'react';
import { useQuery } from 'urql';
import { pricingRulesDocument } from '../api/pricing-rules-documents.ts';
import { SurchargesPanel } from './surcharges-panel.tsx';
import { ZoneFaresPanel } from './zone-fares-panel.tsx';
import { ZonesPanel } from './zones-panel.tsx';

/**
 * The company's zones, flat fares between them and its night and holiday surcharges: the rules
 * the riders' engine applies beside each vehicle's rate card (and the price preview shows).
 */
export function PricingRulesSection(props: {
  currencyCode: string;
  vehicles: readonly { id: number; name: string }[];
}) {
  const id = useId();
  const [rules, refetch] = useQuery({ query: pricingRulesDocument });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const data = rules.data?.pricingRules;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Zones, zone fares and surcharges`}</h2>
      <ErrorAlert error={rules.error} />
      {data ? (
        <>
          <ZonesPanel zones={data.zones} onChanged={reload} />
          <ZoneFaresPanel
            currencyCode={props.currencyCode}
            zones={data.zones}
            fares={data.zoneFares}
            vehicles={props.vehicles}
            onChanged={reload}
          />
          <SurchargesPanel
            currencyCode={props.currencyCode}
            surcharges={data.surcharges}
            onChanged={reload}
          />
        </>
      ) : null}
    </section>
  );
}
