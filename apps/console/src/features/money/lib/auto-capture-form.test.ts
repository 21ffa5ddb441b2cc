import { describe, expect, it } from 'vitest';
import { autoCaptureChoice, autoCaptureSaved } from './auto-capture-form.ts';

describe('the automatic capture form', () => {
  it('is off whatever the minutes say when unticked', () => {
    expect(autoCaptureChoice(false, 'abc')).toEqual({ ok: true, minutes: null });
  });

  it('takes whole minutes from 0 to 1440 and refuses the rest with the API’s words', () => {
    expect(autoCaptureChoice(true, '0')).toEqual({ ok: true, minutes: 0 });
    expect(autoCaptureChoice(true, ' 120 ')).toEqual({ ok: true, minutes: 120 });
    for (const text of ['', '1441', '-5', '2.5', '1e3']) {
      expect(autoCaptureChoice(true, text)).toEqual({
        ok: false,
        error: 'Enter whole minutes from 0 to 1440.',
      });
    }
  });

  it('says what was saved', () => {
    expect(autoCaptureSaved(null)).toBe('Completed rides are captured only when you capture them.');
    expect(autoCaptureSaved(45)).toBe(
      'Completed rides are now captured 45 minutes after they are completed.',
    );
  });
});
