/** Business constants of spec part 1 §9 and part 2 §9. */
export const HOURS_TO_SECONDS = 3600;
export const SIDE_MENU_WIDTH_PERCENT = 82;
export const ACTION_SHEET_IDS = { call: 0, discard: 1, cancel: 2 } as const;
export const DROPOFF_ID = 'DROPOFF_ID';
export const IDLE_TIMEOUT_MS = 900_000;
export const RETRY_ATTEMPTS = 5;
export const RETRY_INITIAL_DELAY_MS = 500;
export const DEFAULT_PASSENGER_COUNT = 1;
export const DEFAULT_LUGGAGE_COUNT = 0;
export const DEFAULT_TIME_LEFT = 50;
export const RESERVATION_BUFFER_TIME = 30;
export const DEFAULT_PRIMARY_COLOR = '#000000';
export const DESKTOP_PROMO_BREAKPOINT_PX = 800;
export const MAP_DEFAULT_ZOOM = 15;
/** How often the tracking screen asks for the driver's position (spec part 2 §9). */
export const DRIVER_LOCATION_POLL_MS = 15_000;
export const FEET_PER_MILE = 5280;
export const PICKUP_MARKER_LAT_OFFSET = 0.001;
export const HOURLY_SERVICE_TYPE_CODE = 'HRL';

/**
 * The query flag that asks the rider app for the console's brand preview (it still checks who
 * frames it). Apart from the preview's messages (brand-preview.ts) so the app's first load
 * carries only this.
 */
export const BRAND_PREVIEW_FLAG = 'brand-preview';
