/** A ride's status label in its reader's language (issue 34). Shared like core/. */
export { STATUS_LABELS, statusLabelIn } from './status-labels.ts';
