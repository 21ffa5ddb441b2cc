import type { Db } from '../database.ts';
import { DEMO_RIDER } from './riders.ts';

type Place = [
  name: string,
  category: string,
  line1: string,
  postalCode: string,
  lat: number,
  lng: number,
  city?: string,
  state?: string,
];

// Well-known pickup and drop-off places the offline maps provider offers in each demo city.
const NEW_YORK: Place[] = [
  ['The Plaza', 'hotel', '768 5th Ave', '10019', 40.7646, -73.9743],
  ['Waldorf Astoria New York', 'hotel', '301 Park Ave', '10022', 40.7565, -73.9742],
  ['The St. Regis New York', 'hotel', '2 E 55th St', '10022', 40.7614, -73.9742],
  [
    'The Ritz-Carlton New York, Central Park',
    'hotel',
    '50 Central Park S',
    '10019',
    40.7651,
    -73.9761,
  ],
  ['The Peninsula New York', 'hotel', '700 5th Ave', '10019', 40.7614, -73.9757],
  ['Mandarin Oriental New York', 'hotel', '80 Columbus Cir', '10023', 40.769, -73.983],
  ['The Pierre', 'hotel', '2 E 61st St', '10065', 40.7651, -73.9718],
  ['Park Hyatt New York', 'hotel', '153 W 57th St', '10019', 40.7651, -73.9797],
  ['The Standard, High Line', 'hotel', '848 Washington St', '10014', 40.7409, -74.008],
  ['Four Seasons Hotel New York Downtown', 'hotel', '27 Barclay St', '10007', 40.7126, -74.0093],
  ['Grand Central Terminal', 'station', '89 E 42nd St', '10017', 40.7527, -73.9772],
  ['Penn Station (Moynihan Train Hall)', 'station', '421 8th Ave', '10001', 40.7506, -73.9971],
  ['Port Authority Bus Terminal', 'station', '625 8th Ave', '10018', 40.757, -73.9903],
  ['World Trade Center Oculus', 'station', '185 Greenwich St', '10007', 40.7115, -74.011],
  ['Hoboken Terminal', 'station', '1 Hudson Pl', '07030', 40.7359, -74.0278, 'Hoboken', 'NJ'],
  [
    'Newark Penn Station',
    'station',
    '1 Raymond Plaza W',
    '07102',
    40.7344,
    -74.1644,
    'Newark',
    'NJ',
  ],
  ['Madison Square Garden', 'venue', '4 Pennsylvania Plaza', '10001', 40.7505, -73.9934],
  ['Barclays Center', 'venue', '620 Atlantic Ave', '11217', 40.6826, -73.9754, 'Brooklyn'],
  ['Yankee Stadium', 'venue', '1 E 161st St', '10451', 40.8296, -73.9262, 'Bronx'],
  ['Citi Field', 'venue', '41 Seaver Way', '11368', 40.7571, -73.8458, 'Queens'],
  ['Lincoln Center', 'venue', '10 Lincoln Center Plaza', '10023', 40.7725, -73.9835],
  ['Carnegie Hall', 'venue', '881 7th Ave', '10019', 40.7651, -73.9799],
  ['Radio City Music Hall', 'venue', '1260 6th Ave', '10020', 40.76, -73.9799],
  ['The Metropolitan Museum of Art', 'venue', '1000 5th Ave', '10028', 40.7794, -73.9632],
  ['Javits Center', 'venue', '429 11th Ave', '10001', 40.7578, -74.0022],
  [
    'MetLife Stadium',
    'venue',
    '1 MetLife Stadium Dr',
    '07073',
    40.8135,
    -74.0745,
    'East Rutherford',
    'NJ',
  ],
  ['Empire State Building', 'landmark', '20 W 34th St', '10001', 40.7484, -73.9857],
  ['Rockefeller Center', 'landmark', '45 Rockefeller Plaza', '10111', 40.7587, -73.9787],
  ['Times Square', 'landmark', '1560 Broadway', '10036', 40.758, -73.9855],
  ['One World Trade Center', 'landmark', '285 Fulton St', '10007', 40.7127, -74.0134],
  ['New York Stock Exchange', 'landmark', '11 Wall St', '10005', 40.7069, -74.0113],
  ['Hudson Yards', 'landmark', '20 Hudson Yards', '10001', 40.7538, -74.0021],
  ['Battery Park (Statue of Liberty Ferry)', 'landmark', 'Battery Park', '10004', 40.7033, -74.017],
];

const LONDON: Place[] = [
  ['The Savoy', 'hotel', 'Strand', 'WC2R 0EZ', 51.5104, -0.1204],
  ['The Ritz London', 'hotel', '150 Piccadilly', 'W1J 9BR', 51.507, -0.1416],
  ["Claridge's", 'hotel', 'Brook St', 'W1K 4HR', 51.5125, -0.1479],
  ['The Dorchester', 'hotel', '53 Park Ln', 'W1K 1QA', 51.5073, -0.1527],
  ['The Langham, London', 'hotel', '1C Portland Pl', 'W1B 1JA', 51.518, -0.144],
  ['The Connaught', 'hotel', 'Carlos Pl', 'W1K 2AL', 51.51, -0.1497],
  ['Corinthia London', 'hotel', 'Whitehall Pl', 'SW1A 2BD', 51.5065, -0.124],
  ['Shangri-La The Shard', 'hotel', '31 St Thomas St', 'SE1 9QU', 51.5045, -0.0865],
  ['St. Pancras Renaissance Hotel', 'hotel', 'Euston Rd', 'NW1 2AR', 51.5298, -0.1255],
  ["King's Cross Station", 'station', 'Euston Rd', 'N1 9AL', 51.532, -0.1233],
  ['St Pancras International', 'station', 'Euston Rd', 'N1C 4QP', 51.5317, -0.1262],
  ['Paddington Station', 'station', 'Praed St', 'W2 1HQ', 51.5154, -0.1755],
  ['Waterloo Station', 'station', 'Waterloo Rd', 'SE1 8SW', 51.5031, -0.1132],
  ['Victoria Station', 'station', 'Victoria St', 'SW1E 5ND', 51.4952, -0.1441],
  ['Liverpool Street Station', 'station', 'Liverpool St', 'EC2M 7QH', 51.5178, -0.0823],
  ['Euston Station', 'station', 'Euston Rd', 'NW1 2RT', 51.5282, -0.1337],
  ['London Bridge Station', 'station', 'Tooley St', 'SE1 2SW', 51.505, -0.0865],
  ['Royal Albert Hall', 'venue', 'Kensington Gore', 'SW7 2AP', 51.5009, -0.1774],
  ['The O2', 'venue', 'Peninsula Square', 'SE10 0DX', 51.503, 0.0032],
  ['Wembley Stadium', 'venue', 'Wembley', 'HA9 0WS', 51.556, -0.2796],
  ['Royal Opera House', 'venue', 'Bow St', 'WC2E 9DD', 51.5129, -0.1222],
  ['ExCeL London', 'venue', 'Royal Victoria Dock', 'E16 1XL', 51.5085, 0.0295],
  ["Lord's Cricket Ground", 'venue', "St John's Wood Rd", 'NW8 8QN', 51.5294, -0.1727],
  ['Twickenham Stadium', 'venue', '200 Whitton Rd', 'TW2 7BA', 51.456, -0.3415, 'Twickenham'],
  ['British Museum', 'venue', 'Great Russell St', 'WC1B 3DG', 51.5194, -0.127],
  ['Natural History Museum', 'venue', 'Cromwell Rd', 'SW7 5BD', 51.4967, -0.1764],
  ['Tower of London', 'landmark', 'Tower Hill', 'EC3N 4AB', 51.5081, -0.0759],
  ['Buckingham Palace', 'landmark', 'The Mall', 'SW1A 1AA', 51.5014, -0.1419],
  ['Harrods', 'landmark', '87-135 Brompton Rd', 'SW1X 7XL', 51.4994, -0.1633],
  ['One Canada Square, Canary Wharf', 'landmark', '1 Canada Square', 'E14 5AB', 51.5049, -0.0195],
  ['Westfield London', 'landmark', 'Ariel Way', 'W12 7GF', 51.5072, -0.2213],
];

function rows(companyId: string, places: Place[], city: string, state: string, country: string) {
  return places.map(
    ([name, category, line1, postalCode, latitude, longitude, placeCity, placeState]) => ({
      company_id: companyId,
      name,
      category,
      line1,
      postal_code: postalCode,
      city: placeCity ?? city,
      state_code: placeState ?? state,
      country_code: country,
      latitude,
      longitude,
    }),
  );
}

/** Known places of New York (demo) and London (acme), each company's own places and the demo rider's. */
export async function seedPlaces(db: Db): Promise<void> {
  await db
    .insertInto('known_place')
    .values(rows('demo', NEW_YORK, 'New York', 'NY', 'US'))
    .execute();
  await db
    .insertInto('known_place')
    .values(rows('acme', LONDON, 'London', '', 'GB'))
    .execute();
  await db
    .insertInto('saved_place')
    .values([
      {
        company_id: 'demo',
        name: 'Demo Limousine Lounge',
        type: 'WORK',
        line1: '350 5th Ave',
        city: 'New York',
        state_code: 'NY',
        postal_code: '10118',
        country_code: 'US',
        latitude: 40.7484,
        longitude: -73.9857,
      },
      {
        company_id: 'acme',
        name: 'Acme Chauffeurs Office',
        type: 'WORK',
        line1: '1 Canada Square',
        city: 'London',
        postal_code: 'E14 5AB',
        country_code: 'GB',
        latitude: 51.5049,
        longitude: -0.0195,
      },
    ])
    .execute();
  const rider = await db
    .selectFrom('account_user')
    .select('id')
    .where('company_id', '=', DEMO_RIDER.companyId)
    .where('email', '=', DEMO_RIDER.email)
    .executeTakeFirst();
  if (!rider) return;
  const home = {
    city: 'New York',
    state_code: 'NY',
    country_code: 'US',
    company_id: 'demo',
    user_id: rider.id,
  };
  await db
    .insertInto('saved_place')
    .values([
      {
        ...home,
        name: 'Home',
        type: 'HOME',
        line1: '245 E 63rd St',
        postal_code: '10065',
        latitude: 40.7632,
        longitude: -73.9625,
      },
      {
        ...home,
        name: 'Work',
        type: 'WORK',
        line1: '200 Park Ave',
        postal_code: '10166',
        latitude: 40.7536,
        longitude: -73.9765,
      },
      {
        ...home,
        name: "Mom's place",
        type: 'OTHER',
        line1: '70 Willow St',
        city: 'Brooklyn',
        postal_code: '11201',
        latitude: 40.6995,
        longitude: -73.9947,
      },
    ])
    .execute();
}
