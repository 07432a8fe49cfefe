import { describe, expect, it } from 'vitest';
import { dateOrderOf, matchColumns, readSheetRow, type SheetRow } from './sheet-columns.ts';
import { readSheetFile } from './sheet-file.ts';
import { planSheetImport } from './sheet-plan.ts';

/** Windows-1252 bytes of a text (every character here is in Latin-1). */
const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));
const utf8 = (text: string) => new TextEncoder().encode(text);

const SPANISH_1252 = [
  'Nombre;Teléfono;Correo;Dirección;Notas',
  'Lucía Peña;(555) 201-3344;lucia@example.com;Calle Mayor 5, 2º;Perro en el patio',
  'José Núñez;555 987 6543;JOSE@EXAMPLE.COM;Avenida del Río 12;',
  'Sin Teléfono;llámame;malcorreo;Plaza España 1;',
].join('\r\n');

const read = async (bytes: Uint8Array) => {
  const file = await readSheetFile(bytes);
  if (!file.ok) throw new Error(file.error);
  const fields = matchColumns(file.table.headers);
  const order = dateOrderOf(file.table.headers);
  const rows = file.table.rows.map((cells, index) => readSheetRow(cells, fields, index + 2, order));
  return { table: file.table, fields, rows };
};

const good = (rows: Awaited<ReturnType<typeof read>>['rows']): SheetRow[] =>
  rows.flatMap((row) => (row.ok ? [row.value] : []));

describe('reading a spreadsheet file', () => {
  it('reads a Windows-1252 semicolon file with Spanish headers, accents intact', async () => {
    const { table, fields, rows } = await read(latin1(SPANISH_1252));
    expect(table.encoding).toBe('windows-1252');
    expect(table.delimiter).toBe(';');
    expect(fields).toEqual(['name', 'phone', 'email', 'address', 'notes']);
    expect(rows[0]).toEqual({
      ok: true,
      value: {
        row: 2,
        customer: {
          name: 'Lucía Peña',
          phone: '(555) 201-3344',
          email: 'lucia@example.com',
          address: 'Calle Mayor 5, 2º',
          serviceType: '',
          businessName: '',
          notes: 'Perro en el patio',
        },
      },
    });
    // The form's rule lowercases the e-mail.
    expect(rows[1]).toMatchObject({ ok: true, value: { customer: { email: 'jose@example.com' } } });
    expect(rows[2]).toEqual({
      ok: false,
      row: 4,
      name: 'Sin Teléfono',
      problems: ['badPhone', 'badEmail'],
    });
  });

  it("reads Windows-1252's own characters, which Latin-1 does not have (€, curly quotes, ñ)", async () => {
    // "Nombre;Notas" then "Iñaki;Cobra 50 € “en mano”" as Excel saves it in Spain.
    const bytes = Uint8Array.from([
      ...Buffer.from('Nombre;Notas\r\nI', 'ascii'),
      0xf1,
      ...Buffer.from('aki;Cobra 50 ', 'ascii'),
      0x80,
      0x20,
      0x93,
      ...Buffer.from('en mano', 'ascii'),
      0x94,
    ]);
    const { table, rows } = await read(bytes);
    expect(table.encoding).toBe('windows-1252');
    expect(rows[0]).toMatchObject({
      ok: true,
      value: { customer: { name: 'Iñaki', notes: 'Cobra 50 € “en mano”' } },
    });
  });

  it('reads a UTF-8 file with a BOM from a spreadsheet, and its quoted cells', async () => {
    const text =
      '\uFEFFName,Phone,Email,Address,Service type\n' +
      '"Smith, Ann",555-010-2000,ann@example.com,"12 Oak St, Austin",Lawn care\n';
    const { table, fields, rows } = await read(utf8(text));
    expect(table.encoding).toBe('utf-8');
    expect(table.delimiter).toBe(',');
    expect(table.headers[0]).toBe('Name');
    expect(fields).toEqual(['name', 'phone', 'email', 'address', 'serviceType']);
    expect(rows[0]).toMatchObject({
      ok: true,
      value: {
        customer: { name: 'Smith, Ann', address: '12 Oak St, Austin', serviceType: 'Lawn care' },
      },
    });
  });

  it('reads a Jobber client export: the client name, the company, the address joined', async () => {
    const text = [
      '"Client name","First name","Last name","Company name","Main phone","E-mail","Street 1","City","State","Zip code"',
      '"Dana Ortiz","Dana","Ortiz","Ortiz Bakery","+1 (512) 555-0134","dana@ortiz.com","40 Elm Rd","Austin","TX","78701"',
      '"","Sam","Lee","","512-555-0199","","","Round Rock","TX",""',
    ].join('\n');
    const { fields, rows } = await read(utf8(text));
    expect(fields).toEqual([
      'name',
      'firstName',
      'lastName',
      'businessName',
      'phone',
      'email',
      'address',
      'address',
      'address',
      'address',
    ]);
    expect(rows[0]).toMatchObject({
      ok: true,
      value: {
        customer: {
          name: 'Dana Ortiz',
          businessName: 'Ortiz Bakery',
          address: '40 Elm Rd, Austin, TX, 78701',
          email: 'dana@ortiz.com',
        },
      },
    });
    // No client name: first and last name joined.
    expect(rows[1]).toMatchObject({
      ok: true,
      value: { customer: { name: 'Sam Lee', address: 'Round Rock, TX' } },
    });
  });

  it('reads a Housecall Pro export: the display name, the whole address written once', async () => {
    const text = [
      'Customer,First Name,Last Name,Email,Company,Mobile Phone,Home Phone,Customer Tags,Address,Street,Street Line 2,City,State,Zip',
      '"Rosa Vega","Rosa","Vega","rosa@example.com","","(512) 555-0101","","VIP","12 Oak St, Austin, TX 78701","12 Oak St","","Austin","TX","78701"',
      '"Tom Hall","Tom","Hall","","","512-555-0102","","","","100 Austin St","","Austin","",""',
    ].join('\n');
    const { fields, rows } = await read(utf8(text));
    expect(fields.slice(0, 8)).toEqual([
      'name',
      'firstName',
      'lastName',
      'email',
      'businessName',
      'phone',
      'phone',
      'skip',
    ]);
    expect(rows[0]).toMatchObject({
      ok: true,
      value: {
        customer: {
          name: 'Rosa Vega',
          phone: '(512) 555-0101',
          address: '12 Oak St, Austin, TX 78701',
        },
      },
    });
    // A street that names its city keeps the city.
    expect(rows[1]).toMatchObject({
      ok: true,
      value: { customer: { address: '100 Austin St, Austin' } },
    });
  });

  it('reads a QuickBooks customer export: the billing address, not the shipping one too', async () => {
    const text = [
      'Customer,Company,Phone,Email,Billing Address Line 1,Billing Address City,Billing Address State,Billing Address Postal Code,Shipping Address Line 1,Shipping Address City,Shipping Address State,Shipping Address Postal Code',
      'Lee Park,Park Dental,555-410-2000,lee@parkdental.com,9 Pine Rd,Dallas,TX,75201,500 Dock St,Dallas,TX,75202',
    ].join('\r\n');
    const { fields, rows } = await read(utf8(text));
    expect(fields).toEqual([
      'name',
      'businessName',
      'phone',
      'email',
      'address',
      'address',
      'address',
      'address',
      'skip',
      'skip',
      'skip',
      'skip',
    ]);
    expect(rows[0]).toMatchObject({
      ok: true,
      value: { customer: { businessName: 'Park Dental', address: '9 Pine Rd, Dallas, TX, 75201' } },
    });
    // A sheet with only a shipping address keeps it.
    expect(matchColumns(['Name', 'Shipping Address'])).toEqual(['name', 'address']);
  });

  it('reads a tab-separated file, joins Nombre and Apellidos, and reads jobs day first', async () => {
    const text =
      'Nombre\tApellidos\tMóvil\tFecha\tServicio\tPrecio\nAna\tRuiz Peña\t600 123 456\t15/03/2025\tLimpieza\t85,50 €\n';
    const { table, fields, rows } = await read(utf8(text));
    expect(table.delimiter).toBe('\t');
    expect(fields).toEqual([
      'firstName',
      'lastName',
      'phone',
      'jobDate',
      'serviceType',
      'jobPrice',
    ]);
    expect(rows[0]).toMatchObject({
      ok: true,
      value: {
        customer: { name: 'Ana Ruiz Peña', phone: '600 123 456', serviceType: 'Limpieza' },
        job: { scheduledDate: '2025-03-15', price: 85.5, serviceType: 'Limpieza' },
      },
    });
  });

  it('refuses an empty file, a binary file, an image, a workbook and a backup', async () => {
    expect(await readSheetFile(new Uint8Array())).toEqual({ ok: false, error: 'empty' });
    expect(await readSheetFile(utf8('\uFEFF\r\n  \r\n'))).toEqual({ ok: false, error: 'empty' });
    expect(await readSheetFile(Uint8Array.from([1, 2, 0, 200, 17, 0, 3]))).toEqual({
      ok: false,
      error: 'notSpreadsheet',
    });
    expect(await readSheetFile(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))).toEqual({
      ok: false,
      error: 'notSpreadsheet',
    });
    expect(await readSheetFile(Uint8Array.from([0x50, 0x4b, 3, 4, 20, 0]))).toEqual({
      ok: false,
      error: 'workbook',
    });
    expect(await readSheetFile(utf8('{"customers":[],"jobs":[]}'))).toEqual({
      ok: false,
      error: 'notSpreadsheet',
    });
  });

  it('finds no name column in a file without one', async () => {
    const { fields } = await read(utf8('Phone,Email\n555-123-4567,a@b.co\n'));
    expect(fields.some((field) => ['name', 'firstName', 'lastName'].includes(field))).toBe(false);
  });
});

describe('planning an import', () => {
  it('adds the good rows, skips duplicates of existing customers and of earlier rows', async () => {
    const { rows } = await read(latin1(SPANISH_1252));
    const existing = {
      customers: [{ id: 'customer-1', name: 'José N.', phone: '+1 555-987-6543', email: '' }],
      jobs: [],
    };
    const twice = [...good(rows), { ...good(rows)[0]!, row: 9 }];
    const plan = planSheetImport(twice, existing, 'skip');
    expect(plan.newCustomers.map((one) => one.customer.name)).toEqual(['Lucía Peña']);
    expect(plan.report).toEqual({
      added: 1,
      merged: 0,
      jobs: 0,
      skipped: [
        { row: 3, name: 'José Núñez', reasons: ['duplicate'] },
        { row: 9, name: 'Lucía Peña', reasons: ['duplicateInFile'] },
      ],
    });
  });

  it('merges into empty fields only, and the same file again changes nothing', async () => {
    const { rows } = await read(latin1(SPANISH_1252));
    const existing = {
      customers: [
        { id: 'customer-1', name: 'José', phone: '555.987.6543', email: '', address: 'Old road 1' },
      ],
      jobs: [],
    };
    const plan = planSheetImport(good(rows), existing, 'merge');
    expect(plan.merges).toEqual([
      { customerId: 'customer-1', changes: { email: 'jose@example.com' } },
    ]);
    expect(plan.report).toMatchObject({ added: 1, merged: 1, skipped: [] });

    const after = {
      customers: [
        { ...existing.customers[0]!, email: 'jose@example.com' },
        { id: 'customer-2', ...plan.newCustomers[0]!.customer },
      ],
      jobs: [],
    };
    const again = planSheetImport(good(rows), after, 'merge');
    expect(again.report).toEqual({
      added: 0,
      merged: 0,
      jobs: 0,
      skipped: [
        { row: 2, name: 'Lucía Peña', reasons: ['duplicate'] },
        { row: 3, name: 'José Núñez', reasons: ['duplicate'] },
      ],
    });
  });

  it('gives each job row to its customer once, and a job already there is skipped', async () => {
    const text =
      'Name,Phone,Date,Service,Price\nAnn,555-100-2000,2025-04-01,Mowing,40\nAnn,555-100-2000,2025-04-08,Mowing,40\n';
    const { rows } = await read(utf8(text));
    const plan = planSheetImport(good(rows), { customers: [], jobs: [] }, 'skip');
    expect(plan.report).toEqual({ added: 1, merged: 0, jobs: 2, skipped: [] });
    expect(plan.jobs.map((one) => one.customer)).toEqual([{ key: 0 }, { key: 0 }]);
    const again = planSheetImport(
      good(rows),
      {
        customers: [{ id: 'customer-a', name: 'Ann', phone: '555-100-2000' }],
        jobs: plan.jobs.map(({ job }) => ({ customerId: 'customer-a', ...job })),
      },
      'skip',
    );
    expect(again.report.added + again.report.jobs).toBe(0);
    expect(again.report.skipped.map((one) => one.reasons[0])).toEqual([
      'jobDuplicate',
      'jobDuplicate',
    ]);
  });
});
