import { describe, expect, it } from 'vitest';
import { createTestI18n } from '#web/test/render.tsx';
import { greetingName } from './customer-messages.ts';
import { onMyWayMessage } from './on-my-way.ts';

describe('onMyWayMessage (issue 13)', () => {
  const t = createTestI18n('en').t;

  it("greets the customer by first name in the customer's language", () => {
    expect(onMyWayMessage(t, { name: 'Maria Garcia' }, 'Rivera Lawn', 'en')).toBe(
      "Hi Maria, this is Rivera Lawn — I'm on my way, see you in about 15 minutes.",
    );
    expect(onMyWayMessage(t, { name: 'Maria Garcia', language: 'es' }, 'Rivera Lawn', 'en')).toBe(
      'Hola Maria, le escribe Rivera Lawn: voy en camino, llego en unos 15 minutos.',
    );
  });

  it("uses the app's language when the customer has none", () => {
    expect(onMyWayMessage(t, { name: 'José Pérez' }, 'Rivera Lawn', 'es')).toBe(
      'Hola José, le escribe Rivera Lawn: voy en camino, llego en unos 15 minutos.',
    );
    expect(onMyWayMessage(t, { name: 'José Pérez', language: 'en' }, 'Rivera Lawn', 'es')).toBe(
      "Hi José, this is Rivera Lawn — I'm on my way, see you in about 15 minutes.",
    );
  });

  it('leaves the business out when the profile has no name', () => {
    expect(onMyWayMessage(t, { name: 'Maria' }, '  ', 'en')).toBe(
      "Hi Maria, I'm on my way, see you in about 15 minutes.",
    );
    expect(onMyWayMessage(t, { name: 'Maria', language: 'es' }, '', 'en')).toBe(
      'Hola Maria, voy en camino, llego en unos 15 minutos.',
    );
  });

  it('greets by the first word of the name', () => {
    expect(greetingName('  Maria  Garcia ')).toBe('Maria');
    expect(greetingName('Cher')).toBe('Cher');
  });
});
