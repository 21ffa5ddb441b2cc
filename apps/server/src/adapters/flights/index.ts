import type { Config } from '../../config.ts';
import { createAeroApiProvider } from './aeroapi.ts';
import type { FlightStatusProvider } from './provider.ts';
import { createSimulatedFlightProvider } from './simulated.ts';

export { FlightProviderRefused } from './provider.ts';
export type { FlightQuery, FlightStatus, FlightStatusProvider } from './provider.ts';
export { simulatedFlightStatus } from './simulated.ts';

/** AeroAPI when the deployment has a key (AEROAPI_KEY), else the simulated feed. */
export function createFlightStatusProvider(
  config: Pick<Config, 'aeroApiKey' | 'aeroApiUrl'>,
): FlightStatusProvider {
  if (config.aeroApiKey)
    return createAeroApiProvider({ apiUrl: config.aeroApiUrl, apiKey: config.aeroApiKey });
  return createSimulatedFlightProvider();
}
