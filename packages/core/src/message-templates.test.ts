import { describe, expect, it } from 'vitest';
import { businessProfileWire, profilePutBody } from './wire/profile.ts';
import {
  fillTemplate,
  formatMessageDay,
  MESSAGE_TEMPLATE_MAX_CHARS,
  ownerTemplate,
  placeholderToken,
  usesPlaceholder,
  withTemplate,
} from './message-templates.ts';
import { createDefaultBusinessProfile } from './constants.ts';
import { profileFormSchema } from './schemas/profile-form.ts';

const VALUES = {
  firstName: 'Maria',
  date: 'Tuesday, March 4',
  time: 'at 9:00 AM',
  business: 'Rivera Lawn',
  amount: '$85.00',
  service: 'lawn care',
  link: 'https://example.com/i/abc',
};

describe('fillTemplate', () => {
  it('fills the English words', () => {
    expect(
      fillTemplate(
        'Hi {first name}, this is {business}: your visit is on {date} {time}. Pay {amount} for {service}: {link}',
        VALUES,
      ),
    ).toBe(
      'Hi Maria, this is Rivera Lawn: your visit is on Tuesday, March 4 at 9:00 AM. Pay $85.00 for lawn care: https://example.com/i/abc',
    );
  });

  it('fills the Spanish words', () => {
    expect(
      fillTemplate('Hola {nombre}, le escribe {negocio}: su visita es el {fecha} {hora}.', {
        ...VALUES,
        date: 'martes, 4 de marzo',
        time: 'a las 9:00 a.m.',
      }),
    ).toBe(
      'Hola Maria, le escribe Rivera Lawn: su visita es el martes, 4 de marzo a las 9:00 a.m.',
    );
    expect(
      fillTemplate('Hasta el {fecha}. Le esperamos {hora}.', { time: 'a las 9:00 a.m.' }),
    ).toBe('Hasta el. Le esperamos a las 9:00 a.m.');
    expect(fillTemplate('{importe} · {servicio} · {enlace}', VALUES)).toBe(
      '$85.00 · lawn care · https://example.com/i/abc',
    );
  });

  it('matches words whatever their case and spacing, and either language in any template', () => {
    expect(fillTemplate('{First  Name} / {NOMBRE} / { date }', VALUES)).toBe(
      'Maria / Maria / Tuesday, March 4',
    );
  });

  it('leaves out a placeholder without a value, with the space before it', () => {
    const template = 'Hi {first name}, your visit is on {date} {time}. See you!';
    expect(fillTemplate(template, { ...VALUES, time: undefined })).toBe(
      'Hi Maria, your visit is on Tuesday, March 4. See you!',
    );
    expect(fillTemplate(template, { ...VALUES, time: '' })).toBe(
      'Hi Maria, your visit is on Tuesday, March 4. See you!',
    );
    expect(fillTemplate('Hi {first name}, this is {business} here', { date: 'x' })).toBe(
      'Hi, this is here',
    );
  });

  it('leaves an unknown placeholder as written', () => {
    expect(fillTemplate('Hi {first name}, the {price} is {precio}. {}', VALUES)).toBe(
      'Hi Maria, the {price} is {precio}. {}',
    );
  });

  it('keeps the lines of a template', () => {
    expect(fillTemplate('Hi {first name},\n{time}\nBye', { firstName: 'Ann' })).toBe(
      'Hi Ann,\n\nBye',
    );
  });
});

describe('placeholders', () => {
  it('writes each language its words', () => {
    expect(placeholderToken('firstName', 'en')).toBe('{first name}');
    expect(placeholderToken('firstName', 'es')).toBe('{nombre}');
    expect(placeholderToken('amount', 'es')).toBe('{importe}');
  });

  it('finds a placeholder in either language', () => {
    expect(usesPlaceholder('Invoice: {enlace}', 'link')).toBe(true);
    expect(usesPlaceholder('Invoice: {Link}', 'link')).toBe(true);
    expect(usesPlaceholder('Invoice: {url}', 'link')).toBe(false);
  });
});

describe('the owner templates', () => {
  it('gives the owner template only when set and not blank', () => {
    const templates = { es: { onMyWay: 'Voy, {nombre}', visitReminder: '  ' } };
    expect(ownerTemplate(templates, 'es', 'onMyWay')).toBe('Voy, {nombre}');
    expect(ownerTemplate(templates, 'es', 'visitReminder')).toBeUndefined();
    expect(ownerTemplate(templates, 'en', 'onMyWay')).toBeUndefined();
    expect(ownerTemplate(undefined, 'en', 'onMyWay')).toBeUndefined();
  });

  it('sets one and takes it away when it is blank or the default again', () => {
    const set = withTemplate(undefined, 'en', 'onMyWay', 'Coming, {first name}', 'Default');
    expect(set).toEqual({ en: { onMyWay: 'Coming, {first name}' } });
    const two = withTemplate(set, 'es', 'visitReminder', 'Mañana, {nombre}', 'Default');
    expect(two).toEqual({
      en: { onMyWay: 'Coming, {first name}' },
      es: { visitReminder: 'Mañana, {nombre}' },
    });
    expect(withTemplate(two, 'es', 'visitReminder', 'Default', 'Default')).toEqual(set);
    expect(withTemplate(set, 'en', 'onMyWay', '  ', 'Default')).toBeUndefined();
  });

  it('is kept in the profile, bounded', () => {
    const profile = {
      ...createDefaultBusinessProfile(),
      messageTemplates: { es: { onMyWay: 'Voy, {nombre}' } },
    };
    expect(businessProfileWire.parse(profile).messageTemplates).toEqual({
      es: { onMyWay: 'Voy, {nombre}' },
    });
    const tooLong = 'x'.repeat(MESSAGE_TEMPLATE_MAX_CHARS + 1);
    expect(
      businessProfileWire.safeParse({ ...profile, messageTemplates: { en: { onMyWay: tooLong } } })
        .success,
    ).toBe(false);
    expect(
      businessProfileWire.safeParse({ ...profile, messageTemplates: { fr: { onMyWay: 'x' } } })
        .success,
    ).toBe(false);
    expect(
      businessProfileWire.safeParse({ ...profile, messageTemplates: { en: { thanks: 'x' } } })
        .success,
    ).toBe(false);
    // The profile form keeps them through its saves.
    expect(
      profileFormSchema.parse({
        ...profile,
        businessName: 'Rivera Lawn',
        ownerName: 'Ana',
        email: 'ana@example.com',
        phone: '555',
        address: '1 Main St',
        serviceTypes: ['Lawn Care'],
      }).messageTemplates,
    ).toEqual({ es: { onMyWay: 'Voy, {nombre}' } });
    expect(profilePutBody.safeParse({ messageTemplates: null, base: {} }).success).toBe(true);
  });
});

describe('formatMessageDay', () => {
  it("writes the day in the language's words", () => {
    expect(formatMessageDay('2025-03-04', 'en')).toBe('Tuesday, March 4');
    expect(formatMessageDay('2025-03-04', 'es')).toBe('martes, 4 de marzo');
  });
});
