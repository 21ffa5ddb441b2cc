export interface PreparedRequest {
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Each request its own Idempotency-Key, as each tap of a booking button has. */
  idempotent?: boolean;
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

export async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(`benchmark set-up failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** JFK to The Plaza for three passengers, tomorrow at 14:00 New York time. */
export async function airportLookup(url: string): Promise<PreparedRequest> {
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

/**
 * The demo rider's authorization header. The server allows an account a few new sessions an
 * hour, so a bench signs in once per database.
 */
export async function signInDemoRider(url: string): Promise<Record<string, string>> {
  const { login } = await graphql<{ login: { accessToken: string } }>(
    url,
    'mutation signIn($input: LoginInfoInput!) { login(input: $input) { accessToken } }',
    {
      input: {
        username: 'rider@demo.test',
        password: 'Demo!Rider2026',
        companyId: 'demo',
        typeOfUser: 'ACCOUNT_USER',
      },
    },
  );
  return { authorization: `Bearer ${login.accessToken}` };
}

const CREATE_RESERVATION = `mutation createReservation($input: CreateReservationInput!) {
  createReservation(input: $input) { id confirmationNumber totalPrice payment { lastDigits } }
}`;

/**
 * The demo rider books The Plaza to JFK on their saved card, two days ahead: priced again,
 * held by the sandbox gateway, kept with its mail. Every request is a new booking.
 */
export async function demoRiderBooking(url: string): Promise<PreparedRequest> {
  const headers = await signInDemoRider(url);
  const { getSavedPaymentOptions } = await graphql<{
    getSavedPaymentOptions: { nodes: { id: string }[] };
  }>(
    url,
    'query ($input: SavedPaymentOptionsInput!) { getSavedPaymentOptions(input: $input) { nodes { id } } }',
    { input: { first: 1, after: 0 } },
    headers,
  );
  const lookup = await airportLookup(url);
  const trip = {
    ...(lookup.variables!.input as Record<string, unknown>),
    scheduledPickupTime: new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 48 * 3600_000),
  };
  const { lookupRates } = await graphql<{
    lookupRates: { vehicles: { typeId: number; amountInMinorUnits: number }[] };
  }>(
    url,
    'mutation getRates($input: LookupRatesInput!) { lookupRates(input: $input) { vehicles { typeId amountInMinorUnits } } }',
    { input: trip },
    headers,
  );
  const vehicle = lookupRates.vehicles[0]!;
  return {
    query: CREATE_RESERVATION,
    variables: {
      input: {
        trip,
        vehicleTypeId: vehicle.typeId,
        expectedAmountInMinorUnits: vehicle.amountInMinorUnits,
        payment: { savedPaymentId: getSavedPaymentOptions.nodes[0]!.id },
      },
    },
    headers,
    idempotent: true,
  };
}

const SAVE_LEAD_TIMES = `mutation saveLeadTimes($input: LeadTimesInput!) {
  saveLeadTimes(input: $input) { creationMinutes modificationMinutes cancellationMinutes }
}`;

/**
 * An admin saving a setting in the console: the lead times of the demo company, each save a
 * transaction with its audit row and the company's new updated_at (so every save of the one
 * company waits for the one before it: the worst case for concurrent admins).
 */
async function adminSavesLeadTimes(url: string): Promise<PreparedRequest> {
  const { login } = await graphql<{ login: { accessToken: string } }>(
    url,
    'mutation ($input: LoginInfoInput!) { login(input: $input) { accessToken } }',
    {
      input: {
        username: 'admin@demo.test',
        password: 'Demo!Admin2026',
        companyId: 'demo',
        typeOfUser: 'COMPANY_USER',
      },
    },
  );
  return {
    query: SAVE_LEAD_TIMES,
    variables: {
      input: { creationMinutes: 90, modificationMinutes: 180, cancellationMinutes: 240 },
    },
    headers: { authorization: `Bearer ${login.accessToken}` },
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
  {
    name: 'createReservation (saved card, sandbox gateway)',
    connections: 20,
    prepare: demoRiderBooking,
  },
  {
    name: 'saveLeadTimes (admins of one company, audited)',
    connections: 10,
    prepare: adminSavesLeadTimes,
  },
];
