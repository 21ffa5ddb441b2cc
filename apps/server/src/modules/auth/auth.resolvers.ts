import type { Selectable } from 'kysely';
import type { AccountUserTable } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { badUserInput } from '../../core/errors.ts';
import {
  checkDuplicateEmail,
  createAccountUser,
  getOwnProfile,
  type NewAccountInput,
} from './account.service.ts';
import { updateOwnAccount } from './profile.service.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.service.ts';
import { endSession, refreshSession } from './session.service.ts';
import { signIn, type SignInInput } from './sign-in.service.ts';
import { requireViewer } from './viewer.ts';

function toProfile(account: Selectable<AccountUserTable>) {
  return {
    id: account.id,
    companyId: account.company_id,
    firstName: account.first_name,
    lastName: account.last_name,
    email: account.email,
    phone: account.phone,
    defaultCreditCardId: account.default_credit_card_id,
    defaultPaymentTypeId: account.default_payment_type_id,
    language: account.language,
    address: {
      line1: account.address_line1,
      line2: account.address_line2,
      city: account.address_city,
      stateCode: account.address_state_code,
      postalCode: account.address_postal_code,
      countryCode: account.address_country_code,
    },
  };
}

function requireToken(value: string): string {
  if (value.trim() === '') throw badUserInput('refreshToken is required', 'refreshToken');
  return value.trim();
}

const signInResolver = (_: unknown, args: { input: SignInInput }, ctx: GraphQLContext) =>
  signIn(ctx, args.input, new Date());

export const authResolvers = {
  Query: {
    checkDuplicateEmail: (_: unknown, args: { coid: string; email: string }, ctx: GraphQLContext) =>
      checkDuplicateEmail(ctx, args),

    async getUserProfile(_: unknown, args: { coid?: string | null }, ctx: GraphQLContext) {
      return toProfile(await getOwnProfile(ctx.db, requireViewer(ctx, args.coid)));
    },
  },
  Mutation: {
    async updateUserAccount(_: unknown, args: { input: unknown }, ctx: GraphQLContext) {
      return toProfile(await updateOwnAccount(ctx, requireViewer(ctx), args.input, new Date()));
    },

    login: signInResolver,
    signIn: signInResolver,

    createNewAccountUser: (_: unknown, args: { input: NewAccountInput }, ctx: GraphQLContext) =>
      createAccountUser(ctx, args.input, new Date()),

    resetPassword: (
      _: unknown,
      args: { input: { email: string; companyId: string } },
      ctx: GraphQLContext,
    ) => requestPasswordReset(ctx, args.input, new Date()),

    completePasswordReset: (
      _: unknown,
      args: { input: { token: string; password: string; companyId: string } },
      ctx: GraphQLContext,
    ) => completePasswordReset(ctx, args.input, new Date()),

    refreshAuthToken: (
      _: unknown,
      args: { input: { refreshToken: string } },
      ctx: GraphQLContext,
    ) =>
      refreshSession(
        ctx.db,
        ctx.config.jwtSecret,
        requireToken(args.input.refreshToken),
        new Date(),
        ctx.live,
      ),

    async logout(_: unknown, args: { input: { refreshToken: string } }, ctx: GraphQLContext) {
      await endSession(ctx.db, requireToken(args.input.refreshToken), new Date(), ctx.live);
      return true;
    },
  },
};
