/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { verifyAccessToken } from './access-token.ts';
export { findAccountByEmail, insertAccount, updateAccountAddress } from './account.repository.ts';
export { DUPLICATE_EMAIL_MESSAGE } from './account.service.ts';
export { assertValid } from './auth-context.ts';
export { authResolvers } from './auth.resolvers.ts';
export { oneCredentialOperationPlugin } from './credential-operations.ts';
export { newSessionChecks, staffInvitationChecks } from './limits.ts';
export { resetRequestProcessing } from './password-reset.service.ts';
export { hashPassword } from './password.ts';
export type { EndedSessions, SessionEndListener } from './session-ends.ts';
export { revokeSessions } from './session.repository.ts';
export { startSession, type AuthTokens } from './session.service.ts';
export { OPAQUE_TOKEN_PATTERN, newOpaqueToken, tokenHash } from './tokens.ts';
export { requireStaff, requireViewer, staffSessionStands, userFromRequest } from './viewer.ts';
