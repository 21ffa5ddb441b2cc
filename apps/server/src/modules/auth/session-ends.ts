/** Which sessions ended: one of a user's (sign-out), or every one of theirs (sessionId null). */
export interface EndedSessions {
  companyId: string;
  userId: string;
  sessionId: string | null;
}

/**
 * Told after the commit that sessions ended (sign-out, a refresh token used twice, a staff user
 * deactivated or given another role), so that what was opened in them and outlives a request
 * ends too: the live events' streams, on every process (decision 70).
 */
export interface SessionEndListener {
  sessionsEnded(ended: EndedSessions): void;
}
