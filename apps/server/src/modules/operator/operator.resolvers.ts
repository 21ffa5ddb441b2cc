import type { GraphQLContext } from '../../graphql/context.ts';
import { notFound } from '../../core/errors.ts';
import { requireStaff } from '../auth/index.ts';

/** The console's roles: drivers have the driver page only. */
export const CONSOLE_ROLES = ['admin', 'dispatcher'] as const;

export const operatorResolvers = {
  Query: {
    async consoleViewer(_: unknown, _args: unknown, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, CONSOLE_ROLES);
      const row = await ctx.db
        .selectFrom('staff_user')
        .innerJoin('company', 'company.id', 'staff_user.company_id')
        .select([
          'staff_user.id',
          'staff_user.email',
          'staff_user.first_name',
          'staff_user.last_name',
          'staff_user.role',
          'company.id as coid',
          'company.name as company_name',
          'company.currency_code',
          'company.time_zone',
          'company.latitude',
          'company.longitude',
        ])
        .where('staff_user.company_id', '=', staff.companyId)
        .where('staff_user.id', '=', staff.userId)
        .executeTakeFirst();
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
          mapTileUrl: ctx.config.mapTileUrl ?? null,
        },
      };
    },
  },
};
