// The words behind every validation key the schemas use, so the server's error bodies and the
// web forms say the same thing. English is the spec's text (§5, §8) where the spec gives one;
// where it gives only a key (sign-up) or nothing (keys of our own), the words are ours.

const en = {
  'auth.emailRequired': 'Email is required',
  'auth.emailInvalid': 'Please enter a valid email',
  'auth.passwordRequired': 'Password is required',
  'auth.fullNameRequired': 'Full name is required',
  'auth.passwordMinLength': 'Password must be at least 6 characters',
  'auth.confirmPasswordRequired': 'Please confirm your password',
  'auth.passwordsDoNotMatch': 'Passwords do not match',
  'waitlist.emailRequired': 'Please enter your email address',
  'waitlist.emailInvalid': 'Please enter a valid email address',
  'customers.nameRequired': 'Customer name is required',
  'customers.phoneRequired': 'Phone number is required',
  'customers.phoneInvalid': 'Please enter a valid phone number',
  'customers.addressRequired': 'Address is required',
  'customers.serviceTypeRequired': 'Service type is required',
  'customers.emailInvalid': 'Please enter a valid email address',
  'jobs.customerRequired': 'Please select a customer',
  'jobs.serviceTypeRequired': 'Service type is required',
  'jobs.customServiceTypeRequired': 'Please enter the service type',
  'jobs.dateRequired': 'Scheduled date is required',
  'jobs.dateInvalid': 'Please enter a valid date',
  'jobs.priceRequired': 'Price is required',
  'jobs.priceInvalid': 'Please enter a valid price',
  'jobs.timeInvalid': 'Please enter a valid time',
  'jobs.windowEndNeedsStart': 'Please enter the start time first',
  'jobs.windowEndBeforeStart': 'The window must end after the start time',
  'profile.businessNameRequired': 'Business name is required',
  'profile.ownerNameRequired': 'Owner name is required',
  'profile.emailRequired': 'Email is required',
  'profile.emailInvalid': 'Please enter a valid email address',
  'profile.phoneRequired': 'Phone number is required',
  'profile.addressRequired': 'Business address is required',
  'profile.serviceTypesRequired': 'Please select at least one service type',
  'profile.websiteInvalid': 'Please enter a valid website (http:// or https://)',
  'profile.timeInvalid': 'Please enter a valid time',
  'profile.rateInvalid': 'Please enter a valid amount',
  'profile.imageInvalid': 'Please choose an image file',
  'settings.invalidFileFormat': 'Invalid file format. Please select a valid backup file.',
  'settings.invalidJson': 'Invalid JSON file. Please select a valid backup file.',
} as const;

export type ValidationMessageKey = keyof typeof en;

// Typed by the English keys, so a key missing here is a type error, not a blank message.
const es: Readonly<Record<ValidationMessageKey, string>> = {
  'auth.emailRequired': 'El correo electrónico es obligatorio',
  'auth.emailInvalid': 'Introduce un correo electrónico válido',
  'auth.passwordRequired': 'La contraseña es obligatoria',
  'auth.fullNameRequired': 'El nombre completo es obligatorio',
  'auth.passwordMinLength': 'La contraseña debe tener al menos 6 caracteres',
  'auth.confirmPasswordRequired': 'Confirma tu contraseña',
  'auth.passwordsDoNotMatch': 'Las contraseñas no coinciden',
  'waitlist.emailRequired': 'Introduce tu dirección de correo electrónico',
  'waitlist.emailInvalid': 'Introduce una dirección de correo electrónico válida',
  'customers.nameRequired': 'El nombre del cliente es obligatorio',
  'customers.phoneRequired': 'El número de teléfono es obligatorio',
  'customers.phoneInvalid': 'Introduce un número de teléfono válido',
  'customers.addressRequired': 'La dirección es obligatoria',
  'customers.serviceTypeRequired': 'El tipo de servicio es obligatorio',
  'customers.emailInvalid': 'Introduce una dirección de correo electrónico válida',
  'jobs.customerRequired': 'Selecciona un cliente',
  'jobs.serviceTypeRequired': 'El tipo de servicio es obligatorio',
  'jobs.customServiceTypeRequired': 'Escribe el tipo de servicio',
  'jobs.dateRequired': 'La fecha programada es obligatoria',
  'jobs.dateInvalid': 'Introduce una fecha válida',
  'jobs.priceRequired': 'El precio es obligatorio',
  'jobs.priceInvalid': 'Introduce un precio válido',
  'jobs.timeInvalid': 'Introduce una hora válida',
  'jobs.windowEndNeedsStart': 'Primero escribe la hora de inicio',
  'jobs.windowEndBeforeStart': 'La ventana debe terminar después de la hora de inicio',
  'profile.businessNameRequired': 'El nombre del negocio es obligatorio',
  'profile.ownerNameRequired': 'El nombre del propietario es obligatorio',
  'profile.emailRequired': 'El correo electrónico es obligatorio',
  'profile.emailInvalid': 'Introduce una dirección de correo electrónico válida',
  'profile.phoneRequired': 'El número de teléfono es obligatorio',
  'profile.addressRequired': 'La dirección del negocio es obligatoria',
  'profile.serviceTypesRequired': 'Selecciona al menos un tipo de servicio',
  'profile.websiteInvalid': 'Introduce un sitio web válido (http:// o https://)',
  'profile.timeInvalid': 'Introduce una hora válida',
  'profile.rateInvalid': 'Introduce un importe válido',
  'profile.imageInvalid': 'Elige un archivo de imagen',
  'settings.invalidFileFormat':
    'Formato de archivo no válido. Selecciona un archivo de copia de seguridad válido.',
  'settings.invalidJson':
    'Archivo JSON no válido. Selecciona un archivo de copia de seguridad válido.',
};

export const validationMessages: Readonly<
  Record<'en' | 'es', Readonly<Record<ValidationMessageKey, string>>>
> = { en, es };

export const isValidationMessageKey = (key: string): key is ValidationMessageKey =>
  Object.hasOwn(en, key);

/** The words for a key in a language; an unknown key (not one of ours) is returned as is. */
export const validationMessage = (key: string, language: 'en' | 'es' = 'en'): string =>
  isValidationMessageKey(key) ? validationMessages[language][key] : key;
