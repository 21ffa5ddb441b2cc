import { isLanguage, LANGUAGES } from '@ride/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { badUserInput, notFound } from '../../core/errors.ts';
import { requireStaff } from '../auth/index.ts';
import { findConsoleViewer, updateStaffLanguage } from './operator.repository.ts';

/** The console's roles: drivers have the driver page only. */
export const CONSOLE_ROLES = ['admin', 'dispatcher'] as const;

async function consoleViewer(ctx: GraphQLContext) {
  const staff = requireStaff(ctx, CONSOLE_ROLES);
  const row = await findConsoleViewer(ctx.db, staff.companyId, staff.userId);
  if (!row) throw notFound('Staff user');
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    language: row.language,
    company: {
      coid: row.coid,
      name: row.company_name,
      currencyCode: row.currency_code,
      timeZone: row.time_zone,
      latitude: row.latitude,
      longitude: row.longitude,
      mapTiles: ctx.config.mapTiles,
    },
  };
}

export const operatorResolvers = {
  Query: {
    consoleViewer(_: unknown, _args: unknown, ctx: GraphQLContext) {
      return consoleViewer(ctx);
    },
  },
  Mutation: {
    /** A staff member's own console language (decision 96): any of the apps' languages. */
    async setConsoleLanguage(_: unknown, args: { language?: string | null }, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, CONSOLE_ROLES);
      const language = args.language?.trim() || null;
      if (language !== null && !isLanguage(language)) {
        throw badUserInput(
          `"${language.slice(0, 35)}" is not a console language (${LANGUAGES.join(', ')}).`,
          'language',
        );
      }
      const updated = await updateStaffLanguage(ctx.db, staff.companyId, staff.userId, language);
      if (!updated) throw notFound('Staff user');
      return consoleViewer(ctx);
    },
  },
};
