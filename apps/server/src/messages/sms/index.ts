/**
 * Text messages as the SMS network carries them: addressing (E.164), size (GSM-7 or UCS-2
 * segments), shortening to fit, and the opt-out keywords. Pure functions, shared by the modules
 * that write texts and the adapter that sends them.
 */
export { fitSms, type SmsText } from './fit.ts';
export { isOptInKeyword, isOptOutKeyword, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from './keywords.ts';
export { isMobile, toE164 } from './phone.ts';
export { isGsm7, smsSegments, type SmsEncoding, type SmsSize } from './segments.ts';
