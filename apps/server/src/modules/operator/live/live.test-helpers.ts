/** The board's subscription, as the console sends it. */
export const DISPATCH_EVENTS = /* GraphQL */ `
  subscription dispatchEvents($after: String) {
    dispatchEvents(after: $after) {
      cursor
      kind
      ride {
        id
        status
        driver {
          id
        }
        paymentState
      }
      driver {
        driver {
          id
        }
        reservationId
        latitude
        longitude
        ageSeconds
        isStale
      }
    }
  }
`;
/** What DISPATCH_EVENTS answers. */
export interface DispatchEvent {
  dispatchEvents: {
    cursor: string;
    kind: 'RIDE_CHANGED' | 'DRIVER_MOVED';
    ride: { id: string; status: string; driver: { id: string } | null; paymentState: string };
    driver: {
      driver: { id: string };
      reservationId: string;
      latitude: number;
      ageSeconds: number;
      isStale: boolean;
    } | null;
  };
}
