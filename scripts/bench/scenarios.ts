export interface PreparedRequest {
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface ApiScenario {
  name: string;
  connections: number;
  /** Builds the request against a running server (may sign in or look things up first). */
  prepare(url: string): Promise<PreparedRequest>;
}

const COMPANY_DATA = `query getCompanyData($coid: String!) {
  getCompanyData(coid: $coid) {
    coid name supportPhone currencyCode currencySymbol isCreateAccountAllowed
    systemSettings { defaultServiceTypes { id name code } reservationCreationLeadTimeInMinutes }
  }
}`;

const LOOKUP_RATES = `mutation getRates($input: LookupRatesInput!) {
  lookupRates(input: $input) {
    currencySymbol
    tripEstimate { tripEstimationTime isEstimate }
    vehicles { id typeId name amount passengerCapacity luggageCapacity rates { name value } }
  }
}`;

const AUTOCOMPLETE = `query autocomplete($input: AutocompletePlacesInput!) {
  autocompletePlaces(input: $input) { placeId description }
}`;

async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** JFK to The Plaza for three passengers, tomorrow at 14:00 New York time. */
async function airportLookup(url: string): Promise<PreparedRequest> {
  const { getAllSystemSetting } = await graphql<{
    getAllSystemSetting: { defaultServiceTypes: { id: number; code: string }[] };
  }>(
    url,
    'query ($coid: String!) { getAllSystemSetting(coid: $coid) { defaultServiceTypes { id code } } }',
    {
      coid: 'demo',
    },
  );
  const arrival = getAllSystemSetting.defaultServiceTypes.find((type) => type.code === 'AA');
  const pickup = new Date(Date.now() + 24 * 3600_000);
  pickup.setUTCSeconds(0, 0);
  return {
    query: LOOKUP_RATES,
    variables: {
      input: {
        coid: 'demo',
        serviceTypeId: arrival?.id,
        scheduledPickupTime: pickup.toISOString(),
        totalPassengers: 3,
        totalLuggage: 2,
        route: [
          {
            type: 'AIRPORT',
            flightInfo: { airportCode: 'JFK' },
            address: { name: 'JFK', coordinates: { latitude: 40.6398, longitude: -73.7789 } },
          },
          {
            type: 'POI',
            address: {
              name: 'The Plaza',
              line1: '768 5th Ave',
              city: 'New York',
              stateCode: 'NY',
              postalCode: '10019',
              countryCode: 'US',
              coordinates: { latitude: 40.7646, longitude: -73.9743 },
            },
          },
        ],
      },
    },
  };
}

export const apiScenarios: ApiScenario[] = [
  {
    name: 'getCompanyData',
    connections: 50,
    prepare: async () => ({ query: COMPANY_DATA, variables: { coid: 'demo' } }),
  },
  { name: 'lookupRates (JFK to The Plaza)', connections: 50, prepare: airportLookup },
  {
    name: 'autocompletePlaces "grand"',
    connections: 50,
    prepare: async () => ({
      query: AUTOCOMPLETE,
      variables: { input: { coid: 'demo', input: 'grand' } },
    }),
  },
];
