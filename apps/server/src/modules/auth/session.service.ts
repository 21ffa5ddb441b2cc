import type { Db } from '../../db/database.ts';
import { findCompany } from '../company/index.ts';
import { companyDisabled, unauthenticated } from '../../core/errors.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, type UserKind } from './access-token.ts';
import {
  findActiveStaffUser,
  findRefreshTokenById,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSessions,
} from './session.repository.ts';
import type { SessionEndListener } from './session-ends.ts';
import { newOpaqueToken, OPAQUE_TOKEN_PATTERN, successorToken, tokenHash } from './tokens.ts';

/** Each refresh token lives a week unless used; a session ends 30 days after sign-in regardless. */
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 3600_000;
export const SESSION_MAX_AGE_MS = 30 * 24 * 3600_000;
/** A client that retries a refresh within this time gets the same successor, not a revocation. */
export const REFRESH_RETRY_LEEWAY_MS = 30_000;

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
const time = (value: Date | string) => new Date(value).getTime();

/** Who a session belongs to: a rider's account or a staff user of the company. */
export interface SessionOwner {
  id: string;
  companyId: string;
  kind: UserKind;
}

async function tokens(
  secret: string,
  ids: { owner: SessionOwner; sessionId: string },
  refreshToken: string,
  now: Date,
): Promise<AuthTokens> {
  return {
    accessToken: await signAccessToken(
      secret,
      { sub: ids.owner.id, coid: ids.owner.companyId, sid: ids.sessionId, typ: ids.owner.kind },
      now,
    ),
    refreshToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  };
}

/**
 * Opens a session (a refresh-token family) for a rider or a staff user who has just proved who
 * they are.
 */
export async function startSession(
  db: Db,
  secret: string,
  owner: SessionOwner,
  now: Date,
): Promise<AuthTokens> {
  const refreshToken = newOpaqueToken();
  const sessionExpiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  const sessionId = await db.transaction().execute(async (trx) => {
    const id = await insertSession(trx, { owner, expiresAt: sessionExpiresAt, now });
    await insertRefreshToken(trx, {
      companyId: owner.companyId,
      sessionId: id,
      tokenHash: tokenHash(refreshToken),
      expiresAt: earliest(new Date(now.getTime() + REFRESH_TOKEN_TTL_MS), sessionExpiresAt),
      now,
    });
    return id;
  });
  return tokens(secret, { owner, sessionId }, refreshToken, now);
}

type RefreshOutcome =
  | { kind: 'rotated'; owner: SessionOwner; sessionId: string; refreshToken: string }
  | { kind: 'refused'; ended?: { companyId: string; userId: string; sessionId: string } }
  | { kind: 'company-disabled' };

/** The user a session row belongs to (a rider's account or a staff user). */
const userOfSession = (token: { account_user_id: string | null; staff_user_id: string | null }) =>
  (token.staff_user_id ?? token.account_user_id)!;

/**
 * Trades a refresh token for a new pair. A token works once; presenting a used one again is
 * treated as theft and ends the whole session (and what was opened in it: `sessionEnds`), except
 * for a retry within the leeway while its successor is still unused, which gets that same
 * successor.
 */
export async function refreshSession(
  db: Db,
  secret: string,
  presented: string,
  now: Date,
  sessionEnds?: SessionEndListener,
): Promise<AuthTokens> {
  if (!OPAQUE_TOKEN_PATTERN.test(presented)) throw unauthenticated();
  const outcome = await db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const token = await findRefreshTokenForUpdate(trx, tokenHash(presented));
    if (!token || token.session_revoked_at !== null) return { kind: 'refused' };
    if (
      time(token.expires_at) <= now.getTime() ||
      time(token.session_expires_at) <= now.getTime()
    ) {
      return { kind: 'refused' };
    }
    const company = await findCompany(trx, token.company_id);
    if (!company) return { kind: 'refused' };
    if (company.is_disabled) return { kind: 'company-disabled' };
    // A deactivated staff user's sessions end at once (their access tokens already fail).
    if (
      token.staff_user_id !== null &&
      !(await findActiveStaffUser(trx, token.company_id, token.staff_user_id))
    ) {
      return { kind: 'refused' };
    }
    const owner: SessionOwner =
      token.staff_user_id !== null
        ? { id: token.staff_user_id, companyId: token.company_id, kind: 'COMPANY_USER' }
        : { id: token.account_user_id!, companyId: token.company_id, kind: 'ACCOUNT_USER' };
    const ids = { owner, sessionId: token.session_id };
    const next = successorToken(secret, presented);

    if (token.used_at === null) {
      const nextId = await insertRefreshToken(trx, {
        companyId: token.company_id,
        sessionId: token.session_id,
        tokenHash: tokenHash(next),
        expiresAt: earliest(
          new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
          new Date(token.session_expires_at),
        ),
        now,
      });
      await markRefreshTokenUsed(trx, {
        companyId: token.company_id,
        id: token.id,
        replacedById: nextId,
        now,
      });
      return { kind: 'rotated', ...ids, refreshToken: next };
    }

    if (now.getTime() - time(token.used_at) <= REFRESH_RETRY_LEEWAY_MS && token.replaced_by_id) {
      const successor = await findRefreshTokenById(trx, token.company_id, token.replaced_by_id);
      if (successor && successor.used_at === null && time(successor.expires_at) > now.getTime()) {
        return { kind: 'rotated', ...ids, refreshToken: next };
      }
    }
    // The revocation must commit, so it is reported rather than thrown inside the transaction.
    await revokeSessions(
      trx,
      token.company_id,
      { sessionId: token.session_id },
      'refresh-token-reuse',
      now,
    );
    const ended = {
      companyId: token.company_id,
      userId: userOfSession(token),
      sessionId: token.session_id,
    };
    return { kind: 'refused', ended };
  });

  if (outcome.kind === 'company-disabled') throw companyDisabled();
  if (outcome.kind === 'refused') {
    if (outcome.ended) sessionEnds?.sessionsEnded(outcome.ended);
    throw unauthenticated();
  }
  return tokens(secret, outcome, outcome.refreshToken, now);
}

/**
 * Signs out: ends the session the refresh token belongs to, whatever state the token is in, and
 * then what was opened in it (`sessionEnds`: its live streams).
 */
export async function endSession(
  db: Db,
  presented: string,
  now: Date,
  sessionEnds?: SessionEndListener,
): Promise<void> {
  if (!OPAQUE_TOKEN_PATTERN.test(presented)) return;
  const ended = await db.transaction().execute(async (trx) => {
    const token = await findRefreshTokenForUpdate(trx, tokenHash(presented));
    if (!token) return null;
    await revokeSessions(trx, token.company_id, { sessionId: token.session_id }, 'logout', now);
    return {
      companyId: token.company_id,
      userId: userOfSession(token),
      sessionId: token.session_id,
    };
  });
  if (ended) sessionEnds?.sessionsEnded(ended);
}
