import { describe, expect, it } from 'vitest';
import { makeJob } from '@jobtrack/core/testing';
import { createTestI18n } from '#web/test/render.tsx';
import { reminderMessage } from '../payments/reminder.ts';
import { defaultTemplate, visitMessage } from './customer-messages.ts';
import { onMyWayMessage } from './on-my-way.ts';

// Issue 28 (decision 065): the visit reminder and the booking confirmation in the customer's
// language, and the owner's templates used by every text sent to a customer.
const t = createTestI18n('en').t;
const maria = { name: 'Maria Garcia' };
const day = { scheduledDate: '2025-03-04' };

describe('the visit reminder', () => {
  it('says the day and the start time, in English and in Spanish', () => {
    const job = { ...day, startTime: '09:00' };
    expect(visitMessage(t, 'visitReminder', job, maria, 'Rivera Lawn', 'en')).toBe(
      'Hi Maria, this is Rivera Lawn with a reminder of your visit on Tuesday, March 4 at 9:00 AM. Reply to this message if you need to change it.',
    );
    expect(visitMessage(t, 'visitReminder', job, maria, 'Rivera Lawn', 'es')).toBe(
      'Hola Maria, le escribe Rivera Lawn para recordarle su visita del martes, 4 de marzo a las 9:00 a.m. Si necesita cambiarla, responda a este mensaje.',
    );
    expect(
      visitMessage(t, 'visitReminder', { ...day, startTime: '13:30' }, maria, 'Rivera Lawn', 'es'),
    ).toContain('a la 1:30 p.m.');
  });

  it('says the arrival window when the job has one', () => {
    const job = { ...day, startTime: '08:00', windowEnd: '10:00' };
    expect(visitMessage(t, 'visitReminder', job, maria, 'Rivera Lawn', 'en')).toContain(
      'your visit on Tuesday, March 4 between 8:00 AM and 10:00 AM. Reply',
    );
    expect(visitMessage(t, 'visitReminder', job, maria, 'Rivera Lawn', 'es')).toContain(
      'su visita del martes, 4 de marzo entre las 8:00 a.m. y las 10:00 a.m. Si necesita',
    );
  });

  it('says only the day without a start time, and leaves out a missing business name', () => {
    expect(visitMessage(t, 'visitReminder', day, maria, 'Rivera Lawn', 'en')).toBe(
      'Hi Maria, this is Rivera Lawn with a reminder of your visit on Tuesday, March 4. Reply to this message if you need to change it.',
    );
    expect(visitMessage(t, 'visitReminder', day, maria, ' ', 'es')).toBe(
      'Hola Maria, le recordamos su visita del martes, 4 de marzo. Si necesita cambiarla, responda a este mensaje.',
    );
  });
});

describe('the booking confirmation', () => {
  it('says the day, the time and the business in the language asked', () => {
    const job = { ...day, startTime: '09:00' };
    expect(visitMessage(t, 'bookingConfirmation', job, maria, 'Rivera Lawn', 'en')).toBe(
      'Hi Maria, this is Rivera Lawn: your visit is booked for Tuesday, March 4 at 9:00 AM. See you then!',
    );
    expect(visitMessage(t, 'bookingConfirmation', job, maria, 'Rivera Lawn', 'es')).toBe(
      'Hola Maria, le escribe Rivera Lawn: su visita quedó reservada para el martes, 4 de marzo a las 9:00 a.m. ¡Hasta entonces!',
    );
  });
});

describe("the owner's templates", () => {
  const templates = {
    en: {
      visitReminder: 'See you {date} {time}, {first name}! — {business}',
      onMyWay: '{business} is coming, {first name}.',
      paymentReminder: '{first name}, {amount} is due. Pay here: {link}',
    },
    es: { bookingConfirmation: '{nombre}: reservado el {fecha} {hora}. {negocio}' },
  };

  it('are used for their language, the default for the other', () => {
    const job = { ...day, startTime: '09:00' };
    expect(visitMessage(t, 'visitReminder', job, maria, 'Rivera Lawn', 'en', templates)).toBe(
      'See you Tuesday, March 4 at 9:00 AM, Maria! — Rivera Lawn',
    );
    expect(visitMessage(t, 'visitReminder', job, maria, 'Rivera Lawn', 'es', templates)).toContain(
      'Hola Maria, le escribe Rivera Lawn para recordarle',
    );
    expect(visitMessage(t, 'bookingConfirmation', day, maria, 'Rivera Lawn', 'es', templates)).toBe(
      'Maria: reservado el martes, 4 de marzo. Rivera Lawn',
    );
  });

  it('are used by On my way and the payment reminder, the link where {link} says', () => {
    expect(onMyWayMessage(t, maria, 'Rivera Lawn', 'en', templates)).toBe(
      'Rivera Lawn is coming, Maria.',
    );
    const job = makeJob({ price: 85, scheduledDate: '2025-03-04' });
    expect(
      reminderMessage(t, job, maria, 'Rivera Lawn', 'en', 'https://x.io/d/abc', templates),
    ).toBe('Maria, $85.00 is due. Pay here: https://x.io/d/abc');
    // The app's text keeps the link on a line of its own.
    expect(reminderMessage(t, job, maria, 'Rivera Lawn', 'es', 'https://x.io/d/abc')).toMatch(
      /^Hola Maria, le escribimos de Rivera Lawn .*\nFactura: https:\/\/x\.io\/d\/abc$/,
    );
  });

  it("default to today's texts, in the template's own words", () => {
    expect(defaultTemplate(t, 'onMyWay', 'en')).toBe(
      "Hi {first name}, this is {business} — I'm on my way, see you in about 15 minutes.",
    );
    expect(defaultTemplate(t, 'paymentReminder', 'es')).toContain('{importe} por {servicio}');
  });
});
