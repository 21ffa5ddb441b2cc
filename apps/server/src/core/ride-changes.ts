/** Where a driver is, as the live maps show it. */
export interface DriverPosition {
  companyId: string;
  reservationId: string;
  latitude: number;
  longitude: number;
  heading: number | null;
  recordedAt: Date;
}

/**
 * What the modules that change rides (reservations, rides, tracking, dispatch, money) say after the
 * change commits, without knowing who listens: the live boards and maps implement it today. A
 * listener's failure is its own (logged); it never fails the change that was made.
 */
export interface RideChanges {
  /** A ride changed: its board row, status or money. */
  rideChanged(companyId: string, reservationId: string): Promise<void>;
  /** A ride's driver reported a position worth showing. */
  driverMoved(position: DriverPosition): Promise<void>;
}
