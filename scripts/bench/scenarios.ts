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

export const apiScenarios: ApiScenario[] = [
  {
    name: 'getCompanyData',
    connections: 50,
    prepare: async () => ({ query: COMPANY_DATA, variables: { coid: 'demo' } }),
  },
];
