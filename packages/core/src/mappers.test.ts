import { describe, expect, it } from 'vitest';
import { customerFromServer, customerToServer, jobFromServer, jobToServer } from './mappers.ts';
import { makeJob, makeServerCustomer, makeServerJob } from './testing/factories.ts';

describe('customerFromServer', () => {
  it('maps the fields and defaults the service type to General Service', () => {
    expect(customerFromServer(makeServerCustomer())).toEqual({
      id: 'customer-1',
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '(555) 123-4567',
      address: '1 Main St',
      businessName: 'Ana Co',
      notes: 'Gate code 42',
      serviceType: 'General Service',
      createdDate: '2024-01-10T12:00:00.000Z',
      totalUnpaid: 0,
    });
  });

  it('keeps a service type the server sends', () => {
    const customer = customerFromServer(makeServerCustomer({ service_type: 'Pool Maintenance' }));
    expect(customer.serviceType).toBe('Pool Maintenance');
    expect(customerFromServer(makeServerCustomer({ service_type: null })).serviceType).toBe(
      'General Service',
    );
    expect(customerFromServer(makeServerCustomer({ service_type: '  ' })).serviceType).toBe(
      'General Service',
    );
  });

  it('turns null fields into empty strings', () => {
    const customer = customerFromServer(
      makeServerCustomer({
        email: null,
        phone: null,
        address: null,
        business_name: null,
        notes: null,
      }),
    );
    expect([
      customer.email,
      customer.phone,
      customer.address,
      customer.businessName,
      customer.notes,
    ]).toEqual(['', '', '', '', '']);
  });

  it("sums this customer's unpaid jobs (paid = false, spec §3)", () => {
    const jobs = [
      makeJob({ customerId: 'customer-1', status: 'completed', paid: false, price: 120.5 }),
      makeJob({ customerId: 'customer-1', status: 'completed', paid: false, price: 80 }),
      makeJob({ customerId: 'customer-1', status: 'completed', paid: true, price: 1000 }),
      makeJob({ customerId: 'customer-1', status: 'scheduled', paid: false, price: 40 }),
      makeJob({ customerId: 'customer-1', status: 'cancelled', paid: false, price: 60 }),
      makeJob({ customerId: 'customer-2', status: 'completed', paid: false, price: 500 }),
    ];
    expect(customerFromServer(makeServerCustomer(), jobs).totalUnpaid).toBe(240.5);
    expect(customerFromServer(makeServerCustomer(), []).totalUnpaid).toBe(0);
  });
});

describe('jobFromServer', () => {
  it('maps a pending server job', () => {
    expect(jobFromServer(makeServerJob())).toEqual({
      id: 'job-1',
      customerId: 'customer-1',
      customerName: 'Ana Lopez',
      title: 'Lawn Mowing',
      description: 'Front and back',
      serviceType: 'Lawn Mowing',
      scheduledDate: '2024-03-06',
      dueDate: '2024-03-06',
      price: 80,
      estimatedCost: 80,
      actualCost: undefined,
      estimatedHours: 2,
      actualHours: undefined,
      status: 'pending',
      paymentStatus: 'unpaid',
      paid: false,
      notes: 'Front and back',
      completedAt: undefined,
      completedDate: undefined,
      createdDate: '2024-03-01T12:00:00.000Z',
    });
  });

  it("names a job without a customer 'Unknown Customer'", () => {
    expect(jobFromServer(makeServerJob({ customer: null })).customerName).toBe('Unknown Customer');
    expect(jobFromServer(makeServerJob({ customer: { name: '' } })).customerName).toBe(
      'Unknown Customer',
    );
  });

  it('takes the price from the actual cost, else the estimate, else 0', () => {
    expect(jobFromServer(makeServerJob({ actual_cost: 95, estimated_cost: 80 })).price).toBe(95);
    expect(jobFromServer(makeServerJob({ actual_cost: 0, estimated_cost: 80 })).price).toBe(0);
    expect(jobFromServer(makeServerJob({ actual_cost: null, estimated_cost: 80 })).price).toBe(80);
    expect(jobFromServer(makeServerJob({ actual_cost: null, estimated_cost: null })).price).toBe(0);
  });

  it('schedules a job without a due date on its created day, in local time', () => {
    const createdAt = new Date(2024, 2, 5, 23, 30).toISOString();
    const job = jobFromServer(makeServerJob({ due_date: null, created_at: createdAt }));
    expect(job.scheduledDate).toBe('2024-03-05');
    expect(job.dueDate).toBeUndefined();
  });

  it('keeps only the day of a timestamp-shaped due date', () => {
    expect(
      jobFromServer(makeServerJob({ due_date: '2024-04-01T00:00:00.000Z' })).scheduledDate,
    ).toBe('2024-04-01');
  });

  it('maps paid, completion and the status table', () => {
    const job = jobFromServer(
      makeServerJob({ status: 'completed', paid: true, completed_at: '2024-03-06T18:00:00.000Z' }),
    );
    expect(job.status).toBe('completed');
    expect(job.paid).toBe(true);
    expect(job.paymentStatus).toBe('paid');
    expect(job.completedAt).toBe('2024-03-06T18:00:00.000Z');
    expect(job.completedDate).toBe('2024-03-06T18:00:00.000Z');
    expect(jobFromServer(makeServerJob({ status: 'in_progress' })).status).toBe('in-progress');
    expect(jobFromServer(makeServerJob({ status: 'archived' })).status).toBe('scheduled');
  });

  it('reads a null description as empty notes', () => {
    const job = jobFromServer(makeServerJob({ description: null }));
    expect(job.description).toBe('');
    expect(job.notes).toBe('');
  });
});

describe('customerToServer (spec §5)', () => {
  it('always sends the name and leaves out empty fields', () => {
    expect(
      customerToServer({
        name: '  Bo  ',
        email: '',
        phone: '   ',
        address: '2 Elm',
        notes: undefined,
      }),
    ).toEqual({ name: 'Bo', address: '2 Elm' });
  });

  it('sends every non-empty field trimmed, under its server name', () => {
    expect(
      customerToServer({
        name: 'Bo',
        email: ' bo@example.com ',
        phone: '555-1234',
        address: '2 Elm',
        businessName: ' Bo LLC ',
        notes: 'Dog in yard',
      }),
    ).toEqual({
      name: 'Bo',
      email: 'bo@example.com',
      phone: '555-1234',
      address: '2 Elm',
      business_name: 'Bo LLC',
      notes: 'Dog in yard',
    });
  });
});

describe('jobToServer', () => {
  it('writes the app fields under the server names', () => {
    expect(
      jobToServer(
        makeJob({
          customerId: 'customer-9',
          serviceType: 'Deep Clean',
          notes: 'Bring ladder',
          status: 'scheduled',
          price: 150,
          scheduledDate: '2024-05-01',
          paid: false,
          estimatedHours: 3,
        }),
      ),
    ).toEqual({
      customer_id: 'customer-9',
      title: 'Deep Clean',
      description: 'Bring ladder',
      status: 'pending',
      estimated_cost: 150,
      actual_cost: null,
      estimated_hours: 3,
      actual_hours: null,
      due_date: '2024-05-01',
      paid: false,
      start_time: null,
      window_end: null,
    });
  });

  it('writes a start time and its window end, the end only with a start (decision 026)', () => {
    const times = (startTime?: string, windowEnd?: string) => {
      const body = jobToServer(
        makeJob({ ...(startTime ? { startTime } : {}), ...(windowEnd ? { windowEnd } : {}) }),
      );
      return [body.start_time, body.window_end];
    };
    expect(times('08:00', '10:00')).toEqual(['08:00', '10:00']);
    expect(times('08:00')).toEqual(['08:00', null]);
    expect(times(undefined, '10:00')).toEqual([null, null]);
    expect(
      jobFromServer(makeServerJob({ start_time: '07:30', window_end: '09:00' })),
    ).toMatchObject({ startTime: '07:30', windowEnd: '09:00' });
    expect(jobFromServer(makeServerJob({ start_time: null })).startTime).toBeUndefined();
  });

  it('maps the status through the reverse table', () => {
    expect(jobToServer(makeJob({ status: 'in-progress' })).status).toBe('in_progress');
    expect(jobToServer(makeJob({ status: 'completed' })).status).toBe('completed');
    expect(jobToServer(makeJob({ status: 'cancelled' })).status).toBe('cancelled');
  });

  it('writes an edited price where it will be read back when there is an actual cost', () => {
    const body = jobToServer(makeJob({ price: 140, estimatedCost: 100, actualCost: 120 }));
    expect(body.actual_cost).toBe(140);
    expect(body.estimated_cost).toBe(100);
  });

  it('round-trips a server job', () => {
    const server = makeServerJob({ actual_cost: 95, estimated_cost: 80, status: 'in_progress' });
    const body = jobToServer(jobFromServer(server));
    expect(body).toMatchObject({
      customer_id: server.customer_id,
      title: server.title,
      description: server.description,
      status: 'in_progress',
      estimated_cost: 80,
      actual_cost: 95,
      due_date: server.due_date,
      paid: false,
    });
  });
});
