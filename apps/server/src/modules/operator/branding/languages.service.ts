import { distanceUnitError, languageSettingsError } from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { badUserInput } from '../../../core/errors.ts';
import { saveSettings } from './branding.service.ts';

export interface LanguagesInput {
  defaultLanguage: string;
  offeredLanguages: string[];
}

/** The languages riders may choose from and the default among them (issue 34). */
export async function saveLanguages(
  db: Db,
  staff: Pick<StaffViewer, 'userId' | 'companyId'>,
  input: LanguagesInput,
) {
  const offered = input.offeredLanguages.map((language) => language.trim());
  const defaultLanguage = input.defaultLanguage.trim();
  const problem = languageSettingsError(defaultLanguage, offered);
  if (problem) throw badUserInput(problem.message, problem.field);
  return saveSettings(db, staff, 'company.languages', () => ({
    offered_languages: offered,
    default_language: defaultLanguage,
  }));
}

/** The unit the rider app writes distances in, 'mi' or 'km' (issue 34). */
export async function saveDistanceUnit(
  db: Db,
  staff: Pick<StaffViewer, 'userId' | 'companyId'>,
  unit: string,
) {
  const value = unit.trim();
  const problem = distanceUnitError(value);
  if (problem) throw badUserInput(problem, 'distanceUnit');
  return saveSettings(db, staff, 'company.distance-unit', () => ({ distance_unit: value }));
}
