import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/index.ts';
import { exampleMails, PICKUP_AT } from './mail.test-helpers.ts';

const spanish = i18nFor('es');
const mails = exampleMails(undefined, spanish);
const english = exampleMails();

/** The rider's mails. */
const RIDER_MAILS = [
  'passwordResetMail',
  'emailChangedMail',
  'rideBookedMail',
  'rideChangedMail',
  'rideCancelledMail',
  'driverAssignedMail',
  'driverOnTheWayMail',
  'driverArrivedMail',
  'rideReceiptMail',
  'refundIssuedMail',
];

/** Words of the English mails that a Spanish one must not carry. */
const ENGLISH = /\b(Your|ride|Hi|Pickup|Vehicle|Confirmation|Questions|Call|driver|Track|Follow)\b/;

const spanishDate = (instant: Date) =>
  new Intl.DateTimeFormat('es', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'America/New_York',
  }).format(instant);
const spanishMoney = (amount: number) =>
  new Intl.NumberFormat('es', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(amount);

describe('a rider’s mails in Spanish', () => {
  it.each(RIDER_MAILS)('%s is Spanish from subject to support line', async (name) => {
    const mail = await mails[name]!();
    expect(mail.subject).not.toMatch(ENGLISH);
    expect(mail.text).not.toMatch(ENGLISH);
    expect(mail.html).toMatch(/<html[^>]* lang="es"/);
    expect(mail.text).toContain(
      '¿Preguntas? Llama al (212) 555-0100 o escribe a help@acme.example.',
    );
    expect(mail.text).toMatch(/^Hola, (Alex|Rhea):/);
  });

  it.each(['invitationMail', 'driverAssignmentMail'])(
    '%s, a staff member’s mail, is Spanish too',
    async (name) => {
      const mail = await mails[name]!();
      expect(mail.subject).not.toMatch(ENGLISH);
      expect(mail.text).not.toMatch(ENGLISH);
      expect(mail.html).toMatch(/<html[^>]* lang="es"/);
      expect(mail.text).toMatch(/^Hola(, Sam)?:/);
    },
  );

  it('words the invitation’s role and days, and the driver’s ride, in Spanish', async () => {
    const invitation = await mails.invitationMail!();
    expect(invitation.subject).toBe('Únete a Acme Cars');
    expect(invitation.text).toContain('como despachador');
    expect(invitation.text).toContain('en un plazo de 7 días');
    const assignment = await mails.driverAssignmentMail!();
    expect(assignment.subject).toBe('Nuevo viaje asignado: #100234');
    expect(assignment.text).toContain(`Recogida: ${spanishDate(PICKUP_AT)} a las 9:05`);
    expect(assignment.text).toContain('Black Cadillac Escalade, matrícula ABC 1234');
  });

  it('writes dates, clocks and prices the Spanish way, in the company’s time zone', async () => {
    const booked = await mails.rideBookedMail!();
    expect(booked.subject).toBe('Tu viaje está reservado: n.º 100234');
    // 9:05 in New York, on the 24-hour clock Spanish uses.
    expect(booked.text).toContain(`Recogida: ${spanishDate(PICKUP_AT)} a las 9:05`);
    expect(booked.text).toContain(`Total: ${spanishMoney(125.5)}, retenido en tu tarjeta`);
    const receipt = await mails.rideReceiptMail!();
    expect(receipt.text).toContain('Propina');
    // The ride's price lines, kept in the domain's English, worded in Spanish (decision 102).
    expect(receipt.text).toMatch(/Tarifa base +/);
    expect(receipt.text).toMatch(/Propina \(20%\) +/);
    expect((await english.rideReceiptMail!()).text).toMatch(/Base Fare +/);
    expect(receipt.text).toContain(spanishMoney(130));
    const onTheWay = await mails.driverOnTheWayMail!();
    expect(onTheWay.text).toContain('Llega en: unos 12 minutos');
  });

  it('leaves the English mails as they were', async () => {
    const booked = await english.rideBookedMail!();
    expect(booked.subject).toBe('Your ride is booked: #100234');
    expect(booked.text).toContain('Pickup: Mon, Jan 5 at 9:05 AM');
    expect(booked.text).toContain('Total: $125.50, held on your card and charged after the ride');
    expect(booked.html).toMatch(/<html[^>]* lang="en"/);
  });

  it('sets an Arabic mail right to left', async () => {
    const mail = await exampleMails(undefined, i18nFor('ar')).rideCancelledMail!();
    expect(mail.html).toMatch(/<html[^>]* dir="rtl"/);
    expect(mail.subject).toBe('تم إلغاء الرحلة #100234');
  });
});
