/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { openAdminChannel } from './admin-channel.ts';
export {
  AUDIT_COLUMNS,
  auditedCompanyChange,
  recordAudit,
  staffAuditRow,
  type AuditEntry,
} from './audit.repository.ts';
export { addBrandAssets, addSandboxGateway, addServiceTypes } from './company-setup.repository.ts';
export { readImageUpload } from './images.ts';
export {
  INVITATION_EXPIRED_MESSAGE,
  STAFF_ROLES,
  acceptInvitation,
  inviteStaff,
} from './invitations.ts';
export { operatorResolvers } from './operator.resolvers.ts';
export type { AuditLogTable, AuditValues, StaffInvitationTable } from './operator.tables.ts';
