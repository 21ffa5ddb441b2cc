/** The errors a rider reads, in their language (decision 97). Shared like core/. */
export { RIDER_ERROR_MESSAGES, riderErrorMessage } from './rider-errors.ts';
