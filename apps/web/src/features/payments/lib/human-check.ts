/**
 * Spec part 2 §7: GET /{coid}/recaptcha/{response}. The check passes on name 'Human' or an empty
 * object (our server never answers `{}` for a failure; it answers 403).
 */
export async function verifyHumanCheck(coid: string, response: string): Promise<boolean> {
  try {
    const answer = await fetch(
      `/${encodeURIComponent(coid)}/recaptcha/${encodeURIComponent(response)}`,
      { headers: { Accept: 'application/json' }, credentials: 'same-origin' },
    );
    if (!answer.ok) return false;
    const body = (await answer.json()) as Record<string, unknown> | null;
    return body !== null && (body.name === 'Human' || Object.keys(body).length === 0);
  } catch {
    return false;
  }
}
