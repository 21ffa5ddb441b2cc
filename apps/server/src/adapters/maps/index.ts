import type { Config } from '../../config.ts';
import { createGoogleProvider } from './google.ts';
import { createOfflineProvider } from './offline/index.ts';
import { createOsmProvider } from './osm.ts';
import type { MapsProvider } from './provider.ts';

export * from './provider.ts';
export { estimateRoute } from './estimate.ts';
export { airportByCode, airportPlace } from './offline/airports.ts';
export { isLocated } from './geo.ts';

/** The provider configuration selects (MAPS_PROVIDER); config.ts has checked its settings. */
export function createMapsProvider(
  config: Pick<Config, 'mapsProvider' | 'googleMapsApiKey' | 'osmNominatimUrl' | 'osmOsrmUrl'>,
): MapsProvider {
  switch (config.mapsProvider) {
    case 'google':
      return createGoogleProvider({ apiKey: config.googleMapsApiKey ?? '' });
    case 'osm':
      return createOsmProvider({
        nominatimUrl: config.osmNominatimUrl ?? '',
        osrmUrl: config.osmOsrmUrl ?? '',
      });
    default:
      return createOfflineProvider();
  }
}

const providers = new WeakMap<object, MapsProvider>();

/** One provider per loaded configuration, built on first use. */
export function mapsProviderFor(config: Config): MapsProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createMapsProvider(config);
    providers.set(config, provider);
  }
  return provider;
}
