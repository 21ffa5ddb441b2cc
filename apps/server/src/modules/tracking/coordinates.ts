import { z } from 'zod';

/** A point a driver's phone reports: latitude and longitude in degrees, within their ranges. */
export const coordinateFields = {
  latitude: z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
  longitude: z
    .number()
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
};
