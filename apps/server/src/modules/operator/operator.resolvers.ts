import type { GraphQLContext } from '../../graphql/context.ts';
import { notFound } from '../../core/errors.ts';
import { requireStaff } from '../auth/index.ts';
import { findConsoleViewer } from './operator.repository.ts';

/** The console's roles: drivers have the driver page only. */
export const CONSOLE_ROLES = ['admin', 'dispatcher'] as const;

export const operatorResolvers = {
  Query: {
    async consoleViewer(_: unknown, _args: unknown, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, CONSOLE_ROLES);
      const row = await findConsoleViewer(ctx.db, staff.companyId, staff.userId);
      if (!row) throw notFound('Staff user');
      return {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
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
    },
  },
};
