import type { I18n } from '../i18n/index.ts';

/**
 * The status table's labels (spec part 2 §4, the domain's reservationStatusView) in English
 * exactly as the API has always sent them; a unit test holds them equal to the domain's.
 */
export const STATUS_LABELS: readonly string[] = [
  /*i18n*/ 'SCHEDULED',
  /*i18n*/ 'DRIVER IS ON THE WAY',
  /*i18n*/ 'DRIVER IS CIRCLING',
  /*i18n*/ 'DRIVER IS AT PICKUP',
  /*i18n*/ 'DRIVER HAS ARRIVED',
  /*i18n*/ 'DRIVER IS WAITING',
  /*i18n*/ 'RIDE IN PROGRESS',
  /*i18n*/ 'COMPLETED',
  /*i18n*/ 'CANCELLED',
  /*i18n*/ 'DELETED',
  /*i18n*/ 'NO SHOW',
];

const KNOWN = new Set(STATUS_LABELS);

/**
 * A ride's status label in the reader's language; a label outside the table (a status the table
 * lacks, written from its name) and QUOTE's empty one stay as they are.
 */
export function statusLabelIn(i18n: I18n, label: string): string {
  return KNOWN.has(label) ? i18n._(label) : label;
}
