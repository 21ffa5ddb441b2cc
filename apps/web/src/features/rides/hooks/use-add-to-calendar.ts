import { useState } from 'react';
import { downloadTextFile } from '../../../lib/download.ts';
import type { RideCalendarInput } from '../lib/ride-calendar.ts';

export type CalendarStep = 'idle' | 'making' | 'failed';

/**
 * Add to Calendar: makes the ride's .ics file on the tap, loading the calendar code (and the ics
 * library with it) then rather than with the screen.
 */
export function useAddToCalendar(input: RideCalendarInput) {
  const [step, setStep] = useState<CalendarStep>('idle');

  async function add() {
    if (step === 'making') return;
    setStep('making');
    try {
      const calendar = await import('../lib/ride-calendar.ts');
      const text = calendar.calendarFileText(calendar.rideCalendarEvent(input));
      const fileName = calendar.calendarFileName(input.trip.confirmationNumber);
      downloadTextFile(fileName, text, 'text/calendar;charset=utf-8');
      setStep('idle');
    } catch (error) {
      console.error('Could not make the calendar file', error);
      setStep('failed');
    }
  }

  return { step, add };
}
