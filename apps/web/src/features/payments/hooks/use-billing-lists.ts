import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { useCompany } from '../../../stores/company.ts';
import { CountriesQuery, StatesQuery } from '../api/billing-address.ts';

const countriesDocument = asDocument(CountriesQuery);
const statesDocument = asDocument(StatesQuery);

export interface Option {
  code: string;
  name: string;
}

/** Countries, and the states of the chosen country when it has them (US and CA). */
export function useBillingLists(countryCode: string, withStates: boolean) {
  const { coid } = useCompany();
  const [countries] = useQuery({ query: countriesDocument, variables: { coid } });
  const [states] = useQuery({
    query: statesDocument,
    variables: { coid, countryCode },
    pause: !withStates,
  });
  return {
    countries: (countries.data?.getAllCountries.countries ?? []).map((c): Option => ({
      code: c.countryCode,
      name: c.countryName,
    })),
    states: withStates
      ? (states.data?.getAllStates.states ?? []).map((s): Option => ({
          code: s.stateCode,
          name: s.stateName,
        }))
      : [],
  };
}
