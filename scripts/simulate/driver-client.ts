/** The server's GraphQL API as a driver's device uses it: sign in as staff, then call with the token. */

export class SimulationError extends Error {}

interface GraphQLError {
  message: string;
  extensions?: { code?: string; reason?: string };
}

/** A refusal from the API, with its code (NOT_FOUND, CONFLICT, …) and reason when it has one. */
export class ApiError extends SimulationError {
  constructor(
    readonly code: string,
    readonly reason: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

const LOGIN = /* GraphQL */ `
  mutation signIn($input: LoginInfoInput!) {
    login(input: $input) {
      accessToken
    }
  }
`;

export interface DriverCredentials {
  url: string;
  coid: string;
  email: string;
  password: string;
}

export class DriverClient {
  private accessToken: string | null = null;

  constructor(private readonly credentials: DriverCredentials) {}

  async signIn(): Promise<void> {
    const { coid, email, password } = this.credentials;
    const data = await this.post<{ login: { accessToken: string } }>(LOGIN, {
      input: { username: email, password, companyId: coid, typeOfUser: 'COMPANY_USER' },
    }).catch((error: unknown) => {
      if (error instanceof ApiError && error.code !== 'TOO_MANY_REQUESTS') {
        throw new SimulationError(`Signing in as ${email} at ${coid} failed: ${error.message}`);
      }
      throw error;
    });
    this.accessToken = data.login.accessToken;
  }

  /** Calls the API as the driver; an expired access token (15 min) is replaced by signing in again. */
  async call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    if (!this.accessToken) await this.signIn();
    try {
      return await this.post<T>(query, variables);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'UNAUTHENTICATED') throw error;
      await this.signIn();
      return this.post<T>(query, variables);
    }
  }

  private async post<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const { url } = this.credentials;
    let response: Response;
    try {
      response = await fetch(new URL('/graphql', url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
    } catch {
      throw new SimulationError(
        `Cannot reach the server at ${url}. Is it running? Start it with \`npm start\` (or pass --url).`,
      );
    }
    const body = (await response.json().catch(() => null)) as {
      data?: T;
      errors?: GraphQLError[];
    } | null;
    if (!body) throw new SimulationError(`${url} answered HTTP ${response.status}, not GraphQL.`);
    const error = body.errors?.[0];
    if (error) {
      throw new ApiError(
        error.extensions?.code ?? 'INTERNAL',
        error.extensions?.reason,
        error.message,
      );
    }
    return body.data as T;
  }
}
