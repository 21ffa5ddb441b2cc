import { decodePolyline } from '@ride/domain';
import { ApiError, type DriverClient, SimulationError } from './driver-client.ts';
import { lengthOf, offsetNorthWest, type PathStep, type Point, stepsAlong } from './path.ts';

const RIDE_FIELDS = /* GraphQL */ `
  id
  confirmationNumber
  reservationState {
    type
  }
  nextStatuses
  needsVehicle
  routing {
    pickup {
      location {
        coordinates {
          latitude
          longitude
        }
      }
    }
    stops {
      edges {
        node {
          location {
            coordinates {
              latitude
              longitude
            }
          }
        }
      }
    }
    dropOff {
      location {
        coordinates {
          latitude
          longitude
        }
      }
    }
  }
`;

const DRIVER_RIDES = `query driverRides { driverRides { ${RIDE_FIELDS} } }`;
const ACCEPT_RIDE = `mutation acceptRide($input: AcceptRideInput!) { acceptRide(input: $input) { ${RIDE_FIELDS} } }`;
const UPDATE_STATUS = `mutation updateRideStatus($input: UpdateRideStatusInput!) {
  updateRideStatus(input: $input) { reservationState { type } }
}`;
const REPORT_POSITION = `mutation reportDriverPosition($input: DriverPositionInput!) {
  reportDriverPosition(input: $input) { etaSeconds }
}`;
const VEHICLE_CHOICES = `query driverVehicleChoices($reservationId: ID!) {
  driverVehicleChoices(reservationId: $reservationId) { id licensePlate make model }
}`;
const DIRECTIONS = `query drivingDirections($input: DrivingDirectionsInput!) {
  drivingDirections(input: $input) { encodedPolyline distanceMeters durationSeconds }
}`;

interface Coordinates {
  location: { coordinates: Point };
}

interface Ride {
  id: string;
  confirmationNumber: string;
  reservationState: { type: string };
  nextStatuses: string[];
  /** No fleet vehicle yet: the driver picks one as they set off. */
  needsVehicle: boolean;
  routing: {
    pickup: Coordinates;
    stops: { edges: { node: Coordinates }[] };
    dropOff: Coordinates | null;
  };
}

/** How far from the pickup the driver sets out, and how finely a leg is cut into steps. */
const START_METERS = 2_500;
const MAX_STEPS_PER_LEG = 40;
const MIN_STEP_METERS = 100;
/** City driving, when the route says nothing of its speed. */
const DEFAULT_SPEED = 11;

/** One thing the simulated driver does: set a status, then drive a leg or stay put for a step. */
interface Step {
  status: string;
  leg?: Leg;
  at?: Point;
}

interface Leg {
  steps: PathStep[];
  speed: number;
}

export interface DriveOptions {
  confirmationNumber: string;
  coid: string;
  intervalMs: number;
  log(line: string): void;
}

/** The driver's ride with this number, taken first when nobody has it. */
async function rideToDrive(client: DriverClient, confirmationNumber: string, coid: string) {
  const { driverRides } = await client.call<{ driverRides: Ride[] }>(DRIVER_RIDES);
  const own = driverRides.find((ride) => ride.confirmationNumber === confirmationNumber);
  if (own) return own;
  try {
    const { acceptRide } = await client.call<{ acceptRide: Ride }>(ACCEPT_RIDE, {
      input: { confirmationNumber },
    });
    return acceptRide;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'NOT_FOUND') {
      throw new SimulationError(`There is no ride #${confirmationNumber} at company ${coid}.`);
    }
    throw new SimulationError(`Cannot drive ride #${confirmationNumber}: ${error.message}`);
  }
}

interface VehicleChoice {
  id: string;
  licensePlate: string;
  make: string;
  model: string;
}

/**
 * The vehicle the driver sets off in when dispatch has given the ride none: the first of the
 * company's free vehicles of the ride's type (a driver cannot set off without one). Null when the
 * ride has its vehicle.
 */
async function vehicleToPick(client: DriverClient, ride: Ride): Promise<VehicleChoice | null> {
  if (!ride.needsVehicle) return null;
  const { driverVehicleChoices } = await client.call<{ driverVehicleChoices: VehicleChoice[] }>(
    VEHICLE_CHOICES,
    { reservationId: ride.id },
  );
  const [first] = driverVehicleChoices;
  if (!first) {
    throw new SimulationError(
      `Ride #${ride.confirmationNumber} has no vehicle and the company has no free one of its type: ask dispatch to assign one.`,
    );
  }
  return first;
}

/** The road route through the points from the server's maps port, or straight lines without one. */
async function legThrough(client: DriverClient, coid: string, points: Point[]): Promise<Leg> {
  const [origin, ...rest] = points;
  const destination = rest.pop();
  let line: Point[] = points;
  let speed = DEFAULT_SPEED;
  if (origin && destination) {
    const { drivingDirections: route } = await client.call<{
      drivingDirections: {
        encodedPolyline: string;
        distanceMeters: number;
        durationSeconds: number;
      } | null;
    }>(DIRECTIONS, { input: { coid, origin, waypoints: rest, destination } });
    if (route) {
      const decoded = decodePolyline(route.encodedPolyline);
      if (decoded.length > 1)
        line = decoded.map(({ lat, lng }) => ({ latitude: lat, longitude: lng }));
      if (route.durationSeconds > 0) speed = route.distanceMeters / route.durationSeconds;
    }
  }
  const spacing = Math.max(MIN_STEP_METERS, lengthOf(line) / MAX_STEPS_PER_LEG);
  return { steps: stepsAlong(line, spacing), speed };
}

/** Everything the driver does on this ride, from setting out to completing it. */
async function planFor(client: DriverClient, coid: string, ride: Ride): Promise<Step[]> {
  const pickup = ride.routing.pickup.location.coordinates;
  const stops = ride.routing.stops.edges.map((edge) => edge.node.location.coordinates);
  // An hourly ride "as directed" has no drop-off: the simulated rider asks for a short loop.
  const dropOff = ride.routing.dropOff?.location.coordinates ?? offsetNorthWest(pickup, -1_500);
  const plan: Step[] = [
    {
      status: 'DRIVER_IS_ON_THE_WAY',
      leg: await legThrough(client, coid, [offsetNorthWest(pickup, START_METERS), pickup]),
    },
    { status: 'DRIVER_IS_AT_PICKUP', at: pickup },
    { status: 'DRIVER_IS_WAITING_AT_PICKUP', at: pickup },
    { status: 'DRIVER_IS_WAITING_FOR_PASSENGER', at: pickup },
  ];
  const points = [pickup, ...stops, dropOff];
  for (let i = 1; i < points.length; i++) {
    plan.push({
      status: 'DRIVING_PASSENGER',
      leg: await legThrough(client, coid, [points[i - 1]!, points[i]!]),
    });
    if (i < points.length - 1) plan.push({ status: 'DRIVER_IS_WAITING_AT_STOP', at: points[i]! });
  }
  plan.push({ status: 'COMPLETING', at: dropOff }, { status: 'COMPLETED' });
  return plan;
}

/** Where a ride already under way picks up: its current status again (a no-op), else the start. */
function resumeAt(plan: Step[], status: string): number {
  if (status === 'DRIVER_IS_CIRCLING') return 1;
  const index = plan.findIndex((step) => step.status === status);
  return Math.max(index, 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clock = () => new Date().toISOString().slice(11, 19);

/** Drives the ride to COMPLETED, posting a position every step and logging one line per step. */
export async function driveRide(client: DriverClient, options: DriveOptions): Promise<void> {
  const { confirmationNumber, coid, intervalMs, log } = options;
  const ride = await rideToDrive(client, confirmationNumber, coid);
  const current = ride.reservationState.type;
  if (ride.nextStatuses.length === 0) {
    throw new SimulationError(`Ride #${confirmationNumber} is finished already (${current}).`);
  }
  const plan = await planFor(client, coid, ride);
  const picked = await vehicleToPick(client, ride);
  log(`Driving ride #${confirmationNumber} (${current}) as the driver of company ${coid}.`);
  if (picked) {
    log(`Taking vehicle ${picked.licensePlate} (${picked.make} ${picked.model}).`);
  }
  let lastRecordedAt = 0;
  const post = async (status: string, point: Point, heading: number | null, speed: number) => {
    // Each position must be later than the last, even when steps come faster than the clock.
    lastRecordedAt = Math.max(Date.now(), lastRecordedAt + 1);
    const { reportDriverPosition } = await client.call<{
      reportDriverPosition: { etaSeconds: number | null };
    }>(REPORT_POSITION, {
      input: {
        reservationId: ride.id,
        latitude: point.latitude,
        longitude: point.longitude,
        heading: heading === null ? null : (Math.round(heading * 10) / 10) % 360,
        speed: Math.round(speed * 10) / 10,
        recordedAt: new Date(lastRecordedAt).toISOString(),
      },
    });
    const eta = reportDriverPosition.etaSeconds;
    log(
      `${clock()}  ${status.padEnd(32)} ${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}` +
        (heading === null ? '' : `  heading ${Math.round(heading)}°`) +
        `  ${speed.toFixed(1)} m/s` +
        (eta === null ? '' : `  ETA ${Math.ceil(eta / 60)} min`),
    );
    await sleep(intervalMs);
  };

  for (const step of plan.slice(resumeAt(plan, current))) {
    // Where the step starts: setting off, it times the drive to the pickup for the rider's notice.
    const from = step.leg?.steps[0] ?? step.at;
    const position = from ? { latitude: from.latitude, longitude: from.longitude } : null;
    const fleetVehicleId = step.status === 'DRIVER_IS_ON_THE_WAY' ? (picked?.id ?? null) : null;
    await client.call(UPDATE_STATUS, {
      input: { reservationId: ride.id, status: step.status, position, fleetVehicleId },
    });
    if (step.leg) {
      for (const point of step.leg.steps)
        await post(step.status, point, point.heading, step.leg.speed);
    } else if (step.at) {
      await post(step.status, step.at, null, 0);
    } else {
      log(`${clock()}  ${step.status}`);
    }
  }
  log(`Ride #${confirmationNumber} completed.`);
}
