import type { loadBoardRides } from '../board/index.ts';

/** A ride's row as the board shows it (the board module's BoardRide). */
type BoardRide = Awaited<ReturnType<typeof loadBoardRides>>[number];

/** A driver's latest position as the map shows it; its age is worked out when answered. */
export interface LiveDriverPosition {
  driver: { id: string; firstName: string; lastName: string; email: string };
  reservationId: string | null;
  confirmationNumber: string | null;
  status: string | null;
  latitude: number;
  longitude: number;
  heading: number | null;
  /** ISO 8601. */
  recordedAt: string;
}

/**
 * One event of a company's live stream, as published: computed once, then sent as it is to every
 * subscriber (JSON, so it travels through Redis or NOTIFY unchanged).
 */
export type DispatchEventPayload =
  | { cursor: string; kind: 'RIDE_CHANGED'; ride: BoardRide; driver: null }
  | { cursor: string | null; kind: 'DRIVER_MOVED'; ride: null; driver: LiveDriverPosition };
