import { z } from 'zod';
import { SAVED_PLACE_NAME_MAX_LENGTH, SAVED_PLACE_TYPES } from './saved-places.ts';

/**
 * What the rider sends to save a place: its name, its type and the maps port's id of the place
 * they chose. The address and coordinates are the port's, never the browser's. A module of its
 * own: the server parses with it, and the rider's bundle stays without zod.
 */
export const newSavedPlaceSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .refine(
      (name) => [...name].length <= SAVED_PLACE_NAME_MAX_LENGTH,
      `name must be at most ${SAVED_PLACE_NAME_MAX_LENGTH} characters`,
    ),
  type: z.enum(SAVED_PLACE_TYPES),
  placeId: z
    .string()
    .trim()
    .min(1, 'placeId is required')
    .max(200, 'placeId must be at most 200 characters'),
});
export type NewSavedPlace = z.infer<typeof newSavedPlaceSchema>;
