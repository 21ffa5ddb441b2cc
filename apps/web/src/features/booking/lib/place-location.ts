import type { BookingLocation, RouteItem } from '@ride/domain';

/** The placeDetails answer, as far as the booking form keeps it. */
export interface PlaceAnswer {
  placeId: string;
  type: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
  airportCode?: string | null;
  coordinates: { latitude: number; longitude: number };
}

/** Spec part 1 §2: the text of a route row with no name, and of a drop-off with no address. */
export const AS_DIRECTED = 'As Directed (or) N/A';

const KINDS: Record<string, BookingLocation['type']> = {
  airport: 'airport',
  poi: 'poi',
  fbo: 'fbo',
  seaport: 'seaport',
};

/** A place the rider picked, as a booking-form location (optional fields only when known). */
export function toBookingLocation(place: PlaceAnswer): BookingLocation {
  const optional = {
    placeId: place.placeId,
    airportCode: place.airportCode ?? '',
    line1: place.line1,
    line2: place.line2,
    city: place.city,
    state: place.stateCode,
    postalCode: place.postalCode,
    country: place.countryCode,
  };
  return {
    type: KINDS[place.type] ?? 'address',
    name: place.name,
    lat: place.coordinates.latitude,
    lng: place.coordinates.longitude,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== '')),
  };
}

/** The line under a place's name: the street address, or the airport's code and city. */
export function locationDetail(location: BookingLocation): string {
  if (location.type === 'airport') {
    return [location.airportCode, location.city].filter(Boolean).join(' · ');
  }
  const area = [location.city, [location.state, location.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const street = [location.line1, location.line2].filter(Boolean).join(', ');
  const detail = [street, area].filter(Boolean).join(', ');
  return detail === location.name ? '' : detail;
}

/** What a read-only route row says: its name, or "As Directed (or) N/A". */
export function routeItemLabel(item: RouteItem): string {
  if (item.isDropOff && !item.location) return AS_DIRECTED;
  return item.name.trim() || AS_DIRECTED;
}

/**
 * The IATA code of an airport suggestion. Suggestions carry no code field, so it is read from
 * the provider's "Name (JFK)" text or the offline provider's "airport:JFK" id.
 */
export function suggestionAirportCode(suggestion: {
  type: string;
  placeId: string;
  mainText: string;
}): string | null {
  if (suggestion.type !== 'airport') return null;
  const fromId = /^airport:([A-Z]{3})$/.exec(suggestion.placeId)?.[1];
  const fromText = /\(([A-Z]{3})\)\s*$/.exec(suggestion.mainText)?.[1];
  return fromId ?? fromText ?? null;
}
