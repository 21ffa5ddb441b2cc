import type { ServerResponse } from 'node:http';
import { isValidCoid } from '@ride/domain';
import type { AppServices } from '../graphql/context.ts';
import { requireActiveCompany } from '../modules/company/index.ts';
import {
  createHumanCheckChallenge,
  humanCheckCookie,
  verifyHumanCheck,
} from '../modules/human-check/index.ts';
import { sendJson } from './responses.ts';

const CHALLENGE_PATH = /^\/([^/]+)\/human-check\/challenge$/;
const VERIFY_PATH = /^\/([^/]+)\/recaptcha\/(.+)$/;
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The human check (spec part 2 §7): GET /{coid}/human-check/challenge gives the ALTCHA widget its
 * challenge; GET /{coid}/recaptcha/{response} checks what the widget produced and answers
 * {"name":"Human"} with a short-lived pass cookie, or 403 (never an empty object, which the app
 * would take as a pass). False when the path is neither.
 */
export async function serveHumanCheck(
  services: Pick<AppServices, 'config' | 'db'>,
  res: ServerResponse,
  pathname: string,
  clientIp: string,
): Promise<boolean> {
  const challenge = CHALLENGE_PATH.exec(pathname);
  const check = VERIFY_PATH.exec(pathname);
  const coid = challenge?.[1] ?? check?.[1];
  if (coid === undefined) return false;
  const company = isValidCoid(coid)
    ? await requireActiveCompany(services.db, coid).catch(() => null)
    : null;
  if (!company) {
    sendJson(res, 404, { error: 'NOT_FOUND', message: 'Company not found' }, NO_STORE);
  } else if (challenge) {
    sendJson(res, 200, await createHumanCheckChallenge(services.config), NO_STORE);
  } else {
    let response: string;
    try {
      response = decodeURIComponent(check?.[2] ?? '');
    } catch {
      response = '';
    }
    const outcome =
      response.length > 0 && response.length <= 8_192
        ? await verifyHumanCheck(services, response, clientIp)
        : { passed: false as const, reason: 'The human check did not pass' };
    if (outcome.passed) {
      sendJson(
        res,
        200,
        { name: 'Human' },
        {
          ...NO_STORE,
          'Set-Cookie': await humanCheckCookie(services.config, company.id),
        },
      );
    } else {
      sendJson(res, 403, { error: 'HUMAN_CHECK_FAILED', message: outcome.reason }, NO_STORE);
    }
  }
  return true;
}
