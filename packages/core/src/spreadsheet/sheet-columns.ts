// Which field each column of a spreadsheet fills (decision 064): matched by its header in English
// or Spanish, case and accents aside; the owner can change each match. A row is then read into a
// customer (and a job when it has a date) with the add form's rules.
import { customerImportSchema, type CustomerImport } from '../schemas/customer-form.ts';

/** What a column can fill; 'skip' is "Don't import". */
export const SHEET_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'businessName',
  'phone',
  'email',
  'address',
  'notes',
  'serviceType',
  'jobDate',
  'jobPrice',
  'skip',
] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];

/** Lowercase, no accents, words only: "Teléfono Móvil" → "telefono movil". */
export const normalizeHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const ALIASES: Record<Exclude<SheetField, 'skip'>, readonly string[]> = {
  name: [
    'name',
    'nombre',
    'customer',
    'cliente',
    'full name',
    'nombre completo',
    'customer name',
    'client name',
    'client',
    'display name',
    'contact name',
    'contact',
    'nombre del cliente',
    'contacto',
    'razon social',
  ],
  firstName: ['first name', 'firstname', 'given name', 'nombre de pila', 'first'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'apellido', 'apellidos', 'last'],
  businessName: [
    'company',
    'company name',
    'empresa',
    'business',
    'business name',
    'negocio',
    'compania',
    'nombre de la empresa',
  ],
  phone: [
    'phone',
    'telefono',
    'mobile',
    'movil',
    'celular',
    'cell',
    'cell phone',
    'main phone',
    'phone number',
    'mobile number',
    'mobile phone',
    'home phone',
    'work phone',
    'home number',
    'tel',
    'numero de telefono',
    'telefono movil',
    'primary phone',
    'phone 1',
    'whatsapp',
  ],
  email: [
    'email',
    'e mail',
    'correo',
    'correo electronico',
    'email address',
    'e mail address',
    'main email',
    'primary email',
    'mail',
    'email 1',
  ],
  address: [
    'address',
    'direccion',
    'street',
    'street 1',
    'street 2',
    'street address',
    'address 1',
    'address 2',
    'address line 1',
    'address line 2',
    'calle',
    'domicilio',
    'city',
    'ciudad',
    'town',
    'localidad',
    'municipio',
    'state',
    'estado',
    'province',
    'provincia',
    'region',
    'zip',
    'zip code',
    'postal code',
    'postcode',
    'codigo postal',
    'cp',
    'street line 2',
    'billing address',
    'service address',
    'property address',
    'billing street',
    'billing city',
    'billing state',
    'billing zip',
    'colonia',
  ],
  notes: ['notes', 'note', 'notas', 'nota', 'comments', 'comentarios', 'observaciones', 'memo'],
  serviceType: [
    'service type',
    'service',
    'servicio',
    'tipo de servicio',
    'job type',
    'trabajo',
    'line item',
    'description',
    'descripcion',
  ],
  jobDate: [
    'date',
    'fecha',
    'job date',
    'service date',
    'scheduled date',
    'fecha del trabajo',
    'fecha de servicio',
    'visit date',
    'start date',
    'day',
  ],
  jobPrice: ['price', 'precio', 'amount', 'importe', 'monto', 'total', 'cost', 'costo', 'coste'],
};

/** Fields a header may name among other words ("Billing Street", "Mobile Number"). */
const PARTIAL: readonly (keyof typeof ALIASES)[] = ['phone', 'email', 'address'];
const PARTIAL_WORDS: Record<string, readonly string[]> = {
  phone: ['phone', 'telefono', 'mobile', 'movil', 'celular'],
  email: ['email', 'correo'],
  address: ['address', 'direccion', 'street', 'city', 'zip', 'postal', 'ciudad', 'calle'],
};

const EXACT = new Map<string, SheetField>(
  (Object.entries(ALIASES) as [SheetField, readonly string[]][]).flatMap(([field, aliases]) =>
    aliases.map((alias) => [alias, field] as const),
  ),
);

/** The field a header names, else 'skip'. */
export const fieldOfHeader = (header: string): SheetField => {
  const normal = normalizeHeader(header);
  const exact = EXACT.get(normal);
  if (exact) return exact;
  const words = normal.split(' ');
  // An id or a type column is never the field it names ("Customer ID", "Phone type").
  if (words.some((word) => ['id', 'type', 'tipo'].includes(word))) return 'skip';
  for (const field of PARTIAL) {
    if (PARTIAL_WORDS[field]!.some((word) => words.includes(word))) return field;
  }
  return 'skip';
};

/** A second address of the customer's, not where the work is ("Shipping Address Line 1"). */
const isShippingHeader = (header: string) =>
  normalizeHeader(header)
    .split(' ')
    .some((word) => ['ship', 'shipping', 'envio'].includes(word));

/**
 * The first guess of every column. Fields that take one value keep their first column; a
 * "Nombre" beside an "Apellido" is the first name (a Spanish sheet's first and last names).
 * QuickBooks writes a billing and a shipping address: the shipping one is not joined to the
 * other (the owner can still choose it).
 */
export const matchColumns = (headers: readonly string[]): SheetField[] => {
  const fields = headers.map(fieldOfHeader);
  const has = (field: SheetField) => fields.includes(field);
  if (has('lastName') && !has('firstName')) {
    const index = fields.indexOf('name');
    if (index !== -1) fields[index] = 'firstName';
  }
  const isAddress = (index: number) => fields[index] === 'address';
  const shipping = headers.flatMap((header, index) =>
    isAddress(index) && isShippingHeader(header) ? [index] : [],
  );
  if (shipping.length > 0 && shipping.length < fields.filter((f) => f === 'address').length) {
    for (const index of shipping) fields[index] = 'skip';
  }
  return fields;
};

/** True when the matches fill a name: a name column, or a first or last name column. */
export const hasNameColumn = (fields: readonly SheetField[]): boolean =>
  fields.some((field) => field === 'name' || field === 'firstName' || field === 'lastName');

/** What is wrong with a row; each is a message in the owner's language. */
export type SheetRowProblem =
  'noName' | 'badPhone' | 'badEmail' | 'tooLong' | 'badText' | 'badDate' | 'badPrice';

export type SheetJob = { scheduledDate: string; price: number; serviceType: string };

/** A row read with the matches: its row number in the sheet (the header is row 1). */
export type SheetRow = {
  row: number;
  customer: CustomerImport;
  job?: SheetJob;
};

export type ReadSheetRow =
  | { ok: true; value: SheetRow }
  | { ok: false; row: number; name: string; problems: SheetRowProblem[] };

const PROBLEM_OF_MESSAGE: Record<string, SheetRowProblem> = {
  'customers.nameRequired': 'noName',
  'customers.phoneInvalid': 'badPhone',
  'customers.emailInvalid': 'badEmail',
};

/** Day first in Spanish sheets (15/03/2025), month first in English ones (3/15/2025). */
export type DateOrder = 'dmy' | 'mdy';

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell's day as yyyy-MM-dd, or null. ISO days, d/m/y or m/d/y (two-digit years are 20yy). */
export const parseSheetDate = (cell: string, order: DateOrder): string | null => {
  const value = cell.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\s.*)?$/.exec(value);
    if (!parts) return null;
    const [a, b] = [Number(parts[1]), Number(parts[2])];
    year = parts[3]!.length === 2 ? 2000 + Number(parts[3]) : Number(parts[3]);
    // A first number over 12 can only be a day, whatever the sheet's language.
    const dayFirst = a > 12 || (order === 'dmy' && b <= 12);
    [day, month] = dayFirst ? [a, b] : [b, a];
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** A cell's amount: "$1,234.50", "1.234,50 €", "85" → a number of cents precision, or null. */
export const parseSheetAmount = (cell: string): number | null => {
  let value = cell.replace(/[^\d.,-]/g, '');
  if (value === '' || value === '-') return null;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  // The last separator followed by one or two digits is the decimal one.
  if (lastComma > lastDot && value.length - lastComma - 1 <= 2) {
    value = value.replace(/\./g, '').replace(',', '.');
  } else {
    value = value.replace(/,/g, '');
  }
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0 || amount > 99_999_999) return null;
  return Math.round(amount * 100) / 100;
};

/** The values of the columns matched to `field`, in column order, empty ones left out. */
const valuesOf = (cells: readonly string[], fields: readonly SheetField[], field: SheetField) =>
  fields.flatMap((one, index) => {
    const value = one === field ? (cells[index] ?? '').trim() : '';
    return value === '' ? [] : [value];
  });

/**
 * The address columns' values as one address. A value already written is not repeated, and a
 * first value that holds all the others is the whole address (Housecall Pro writes the service
 * address whole, then again in parts: Street, City, State, Zip).
 */
const joinAddress = (values: readonly string[]): string => {
  const parts = values.filter(
    (value, index) =>
      values.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index,
  );
  const [first, ...rest] = parts;
  if (first === undefined) return '';
  const whole = first.toLowerCase();
  // Two parts at least: a street that names its city ("100 Austin St", "Austin") keeps both.
  if (rest.length > 1 && rest.every((part) => whole.includes(part.toLowerCase()))) return first;
  return parts.join(', ');
};

/**
 * Reads one row: the customer the add form would take (only the name required), and a job when
 * a date column holds a day. `row` is the sheet's row number.
 */
export const readSheetRow = (
  cells: readonly string[],
  fields: readonly SheetField[],
  row: number,
  order: DateOrder,
): ReadSheetRow => {
  const first = (field: SheetField) => valuesOf(cells, fields, field)[0] ?? '';
  const joined = [...valuesOf(cells, fields, 'firstName'), ...valuesOf(cells, fields, 'lastName')];
  const name = first('name') || joined.join(' ');
  const input = {
    name,
    phone: first('phone'),
    email: first('email'),
    address: joinAddress(valuesOf(cells, fields, 'address')),
    serviceType: first('serviceType'),
    businessName: first('businessName'),
    notes: valuesOf(cells, fields, 'notes').join('\n'),
  };
  const problems = new Set<SheetRowProblem>();
  const parsed = customerImportSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const problem =
        PROBLEM_OF_MESSAGE[issue.message] ??
        (issue.message.endsWith('TooLong') ? 'tooLong' : 'badText');
      problems.add(problem);
    }
  }
  let job: SheetJob | undefined;
  const dateCell = first('jobDate');
  if (dateCell !== '') {
    const scheduledDate = parseSheetDate(dateCell, order);
    const priceCell = first('jobPrice');
    const price = priceCell === '' ? 0 : parseSheetAmount(priceCell);
    if (scheduledDate === null) problems.add('badDate');
    if (price === null) problems.add('badPrice');
    if (scheduledDate !== null && price !== null) {
      job = { scheduledDate, price, serviceType: input.serviceType.slice(0, 100) };
    }
  }
  if (!parsed.success || problems.size > 0) {
    return { ok: false, row, name: name.slice(0, 80), problems: [...problems] };
  }
  return { ok: true, value: { row, customer: parsed.data, ...(job ? { job } : {}) } };
};

/** Day first when the sheet's headers are Spanish (a "Fecha" column). */
export const dateOrderOf = (headers: readonly string[]): DateOrder =>
  headers.some((header) => normalizeHeader(header).startsWith('fecha')) ? 'dmy' : 'mdy';
