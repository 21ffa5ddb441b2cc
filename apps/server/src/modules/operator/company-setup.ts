import { isValidCoid } from '@ride/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { badUserInput, conflict, notFound } from '../../core/errors.ts';
import { recordAudit, touchCompany, type AuditActor } from './audit.repository.ts';
import { parseNewCompany } from './company-setup-input.ts';
import { inviteStaff } from './invitations.ts';
import {
  findCompanyIdAnyCase,
  insertCompany,
  lockCompanyId,
  lockCompanyStatus,
  saveCompanyDisabled,
  STARTER_VEHICLE,
} from './company-setup.repository.ts';

type Executor = Kysely<Database>;

export interface CreatedCompany {
  coid: string;
  name: string;
  currencyCode: string;
  timeZone: string;
  countryCode: string;
  city: string;
  latitude: number;
  longitude: number;
  serviceRadiusKm: number;
  adminEmail: string;
  invitationExpiresAt: string;
}

/**
 * Creates a company that can take bookings at once (service types, a vehicle type with rates,
 * lead times, the sandbox gateway, a service area around its base) and invites its first admin,
 * all in one transaction: a refusal or failure leaves nothing behind. Company ids are unique
 * regardless of case, since they appear in addresses riders type.
 */
export async function createCompany(
  db: Executor,
  config: Pick<Config, 'publicUrl' | 'mailFrom'>,
  raw: unknown,
  actor: AuditActor = { commandLine: 'company:create' },
): Promise<CreatedCompany> {
  const draft = parseNewCompany(raw);
  return db.transaction().execute(async (trx) => {
    await lockCompanyId(trx, draft.coid);
    const existing = await findCompanyIdAnyCase(trx, draft.coid);
    if (existing) throw conflict(`A company with the id "${existing}" already exists.`);
    await insertCompany(trx, draft);
    const { expiresAt } = await inviteStaff(trx, config, actor, draft.coid, {
      email: draft.adminEmail,
      role: 'admin',
    });
    const created: CreatedCompany = {
      coid: draft.coid,
      name: draft.name,
      currencyCode: draft.currencyCode,
      timeZone: draft.timeZone,
      countryCode: draft.countryCode,
      city: draft.city,
      latitude: draft.latitude,
      longitude: draft.longitude,
      serviceRadiusKm: draft.serviceRadiusKm,
      adminEmail: draft.adminEmail,
      invitationExpiresAt: expiresAt.toISOString(),
    };
    const { adminEmail: _mailed, invitationExpiresAt: _expires, ...settings } = created;
    await recordAudit(trx, draft.coid, actor, {
      action: 'company.create',
      target: draft.coid,
      after: { ...settings, starterVehicle: STARTER_VEHICLE.name },
    });
    return created;
  });
}

/**
 * Turns a company's rider app off (riders see the disabled-company screen) or back on, with its
 * audit row and a new `updated_at` so riders' update check notices at once.
 */
export async function setCompanyDisabled(
  db: Executor,
  raw: unknown,
  disabled: boolean,
  actor: AuditActor = { commandLine: disabled ? 'company:disable' : 'company:enable' },
): Promise<{ coid: string; name: string; changed: boolean }> {
  const coid = parseCoid(raw);
  return db.transaction().execute(async (trx) => {
    const company = await lockCompanyStatus(trx, coid);
    if (!company) throw notFound(`Company "${coid}"`);
    if (company.is_disabled === disabled) {
      return { coid: company.id, name: company.name, changed: false };
    }
    await saveCompanyDisabled(trx, coid, disabled);
    await recordAudit(trx, coid, actor, {
      action: disabled ? 'company.disable' : 'company.enable',
      target: coid,
      before: { isDisabled: company.is_disabled },
      after: { isDisabled: disabled },
    });
    await touchCompany(trx, coid);
    return { coid: company.id, name: company.name, changed: true };
  });
}

export const disableCompany = (db: Executor, raw: unknown) => setCompanyDisabled(db, raw, true);
export const enableCompany = (db: Executor, raw: unknown) => setCompanyDisabled(db, raw, false);

function parseCoid(raw: unknown): string {
  const draft = (typeof raw === 'object' && raw !== null ? raw : {}) as { coid?: unknown };
  const coid = typeof draft.coid === 'string' ? draft.coid.trim() : '';
  if (!coid) throw badUserInput('A company id (coid) is required.', 'coid');
  if (!isValidCoid(coid)) throw badUserInput(`"${coid}" is not a valid company id.`, 'coid');
  return coid;
}
