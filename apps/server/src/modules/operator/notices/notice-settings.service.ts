import {
  DEFAULT_COMPANY_CHANNELS,
  isLanguage,
  NOTICE_SHORT_TEXT_MAX,
  writtenTextIn,
  operatorTextLanguageError,
  RIDE_NOTICE_KINDS,
  RIDE_NOTICE_LABELS,
  textLanguages,
  withOperatorText,
  type OperatorTexts,
  type RideNoticeKind,
} from '@ride/domain';
import { z } from 'zod';
import type { StaffViewer } from '../../../core/actor.ts';
import type { Deps } from '../../../core/deps.ts';
import { badUserInput, notFound } from '../../../core/errors.ts';
import { parseOrRefuse } from '../../../core/validation.ts';
import { i18nFor } from '../../../messages/i18n/index.ts';
import {
  DEFAULT_SHORT_TEXTS,
  exampleDetails,
  listCompanyNoticeSettings,
  listRideDeliveries,
  withoutCancelSecret,
  saveCompanyNoticeSetting,
} from '../../notifications/index.ts';
import { findCompany } from '../../company/index.ts';
import { auditedCompanyChange } from '../index.ts';

type SettingsDeps = Pick<Deps, 'db'>;

/** The company's languages for its texts: the default first, then the others it offers. */
async function companyLanguages(deps: SettingsDeps, companyId: string) {
  const company = await findCompany(deps.db, companyId);
  if (!company) throw notFound('Company');
  const offered = textLanguages(company.default_language, company.offered_languages);
  return { defaultLanguage: offered[0], offered };
}

/**
 * A notice's opening sentence in each offered language: the operator's, and what riders in that
 * language read while it is empty (the default language's, else the catalog's sentence).
 */
function shortTextsOf(
  kind: RideNoticeKind,
  texts: OperatorTexts,
  languages: Awaited<ReturnType<typeof companyLanguages>>,
) {
  return languages.offered.map((language) => {
    const i18n = i18nFor(language);
    const others = withOperatorText(texts, language, '');
    return {
      language,
      text: texts[language] ?? null,
      fallbackText:
        writtenTextIn(others, language, languages.defaultLanguage) ||
        i18n._(DEFAULT_SHORT_TEXTS[kind]),
      exampleDetails: exampleDetails(kind, i18n),
    };
  });
}

/** noticeSettings: every kind of notice, as the company set it or by default. */
export async function noticeSettings(deps: SettingsDeps, staff: StaffViewer) {
  const [rows, languages] = await Promise.all([
    listCompanyNoticeSettings(deps.db, staff.companyId),
    companyLanguages(deps, staff.companyId),
  ]);
  const english = i18nFor('en');
  return RIDE_NOTICE_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    const channels = row ?? DEFAULT_COMPANY_CHANNELS[kind];
    const texts = row?.short_text ?? {};
    return {
      kind,
      label: RIDE_NOTICE_LABELS[kind],
      email: channels.email,
      sms: channels.sms,
      push: channels.push,
      shortText: texts[languages.defaultLanguage] ?? null,
      defaultShortText: DEFAULT_SHORT_TEXTS[kind],
      exampleDetails: exampleDetails(kind, english),
      shortTexts: shortTextsOf(kind, texts, languages),
    };
  });
}

const settingSchema = z.object({
  kind: z.enum(RIDE_NOTICE_KINDS, 'kind must be one of the notices'),
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  shortText: z
    .string()
    .max(NOTICE_SHORT_TEXT_MAX, `shortText must be at most ${NOTICE_SHORT_TEXT_MAX} characters`)
    .nullish(),
  language: z.string().nullish(),
});

/**
 * updateNoticeSetting: the admin's channels and opening sentence in one of the offered languages
 * (the default's when none is named) for one kind (audited).
 */
export async function updateNoticeSetting(
  deps: SettingsDeps,
  staff: StaffViewer,
  rawInput: unknown,
  now: Date,
) {
  const input = parseOrRefuse(settingSchema, rawInput);
  const shortText = input.shortText?.trim() || null;
  const kind: RideNoticeKind = input.kind;
  const languages = await companyLanguages(deps, staff.companyId);
  const language = input.language?.trim() || languages.defaultLanguage;
  const problem = operatorTextLanguageError(language, languages.offered);
  if (problem || !isLanguage(language)) throw badUserInput(problem ?? '', 'language');
  const channels = { email: input.email, sms: input.sms, push: input.push };
  await auditedCompanyChange(
    deps.db,
    staff,
    { action: 'notices.update', target: kind },
    async (trx) => {
      const before = (await listCompanyNoticeSettings(trx, staff.companyId)).find(
        (r) => r.kind === kind,
      );
      const shortTexts = withOperatorText(before?.short_text ?? {}, language, shortText ?? '');
      await saveCompanyNoticeSetting(trx, {
        companyId: staff.companyId,
        kind,
        channels,
        shortTexts,
        now,
      });
      return {
        before: before ? { ...before } : null,
        after: { kind, ...channels, short_text: shortTexts },
        result: undefined,
      };
    },
  );
  const setting = (await noticeSettings(deps, staff)).find((s) => s.kind === kind);
  if (!setting) throw notFound('Notice');
  return setting;
}

const STATUS = { done: 'SENT', pending: 'PENDING', failed: 'FAILED' } as const;

/** rideMessages: what was sent to the ride's rider (another company's ride: nothing). */
export async function rideMessages(deps: SettingsDeps, staff: StaffViewer, reservationId: string) {
  if (!z.uuid().safeParse(reservationId).success) throw notFound('Ride');
  const rows = await listRideDeliveries(deps.db, staff.companyId, reservationId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    label: RIDE_NOTICE_LABELS[row.kind],
    channel: row.channel.toUpperCase(),
    recipient: row.channel === 'push' ? 'Browser notification' : row.recipient,
    subject: row.subject,
    // A guest's mailed cancel secret is theirs alone, not the staff's to read (decision 79).
    text: row.channel === 'push' ? pushText(row.body) : withoutCancelSecret(row.body),
    status: STATUS[row.status],
    attempts: row.attempts,
    error: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.done_at ? new Date(row.done_at).toISOString() : null,
  }));
}

function pushText(body: string): string {
  try {
    const payload = JSON.parse(body) as { title?: string; body?: string };
    return [payload.title, payload.body].filter(Boolean).join(' — ');
  } catch {
    return body;
  }
}
