import type { GraphQLContext } from '../../../graphql/context.ts';
import { requireStaff } from '../../auth/index.ts';
import {
  getBranding,
  getCompanySettings,
  saveBranding,
  saveContacts,
  setAccountCreation,
  uploadLogo,
  uploadVehicleTypePicture,
  type BrandingInput,
  type ContactsInput,
} from './branding.service.ts';
import { saveCompanyTexts, type CompanyTextsInput } from './company-texts.service.ts';
import { saveDistanceUnit, saveLanguages, type LanguagesInput } from './languages.service.ts';

const ADMIN = ['admin'] as const;

interface ImageArgs {
  image: { data: string };
}

export const brandingResolvers = {
  Query: {
    consoleBranding(_: unknown, _args: unknown, ctx: GraphQLContext) {
      return getBranding(ctx.db, requireStaff(ctx, ADMIN).companyId);
    },
    consoleCompanySettings(_: unknown, _args: unknown, ctx: GraphQLContext) {
      return getCompanySettings(ctx.db, requireStaff(ctx, ADMIN).companyId);
    },
  },
  Mutation: {
    saveBranding(_: unknown, args: { input: BrandingInput }, ctx: GraphQLContext) {
      return saveBranding(ctx.db, requireStaff(ctx, ADMIN), args.input);
    },
    uploadLogo(_: unknown, args: ImageArgs, ctx: GraphQLContext) {
      return uploadLogo(ctx.db, requireStaff(ctx, ADMIN), args.image.data);
    },
    uploadVehicleTypePicture(
      _: unknown,
      args: ImageArgs & { vehicleTypeId: string },
      ctx: GraphQLContext,
    ) {
      const staff = requireStaff(ctx, ADMIN);
      return uploadVehicleTypePicture(ctx.db, staff, args.vehicleTypeId, args.image.data);
    },
    saveContacts(_: unknown, args: { input: ContactsInput }, ctx: GraphQLContext) {
      return saveContacts(ctx.db, requireStaff(ctx, ADMIN), args.input);
    },
    saveCompanyTexts(_: unknown, args: { input: CompanyTextsInput }, ctx: GraphQLContext) {
      return saveCompanyTexts(ctx.db, requireStaff(ctx, ADMIN), args.input);
    },
    setAccountCreation(_: unknown, args: { allowed: boolean }, ctx: GraphQLContext) {
      return setAccountCreation(ctx.db, requireStaff(ctx, ADMIN), args.allowed);
    },
    saveLanguages(_: unknown, args: { input: LanguagesInput }, ctx: GraphQLContext) {
      return saveLanguages(ctx.db, requireStaff(ctx, ADMIN), args.input);
    },
    saveDistanceUnit(_: unknown, args: { unit: string }, ctx: GraphQLContext) {
      return saveDistanceUnit(ctx.db, requireStaff(ctx, ADMIN), args.unit);
    },
  },
};
