// Test data with overrides (docs/architecture.md §7): each test states only the fields it is about.
import type { Customer, Job, Payment, ServerCustomer, ServerJob } from '../entities.ts';

export const makeCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  id: 'customer-1',
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '(555) 123-4567',
  address: '1 Main St',
  businessName: '',
  notes: '',
  serviceType: 'Lawn Care',
  createdDate: '2024-01-10T12:00:00.000Z',
  totalUnpaid: 0,
  ...overrides,
});

export const makeJob = (overrides: Partial<Job> = {}): Job => ({
  id: 'job-1',
  customerId: 'customer-1',
  customerName: 'Ana Lopez',
  title: 'Lawn Mowing',
  description: '',
  serviceType: 'Lawn Mowing',
  scheduledDate: '2024-03-06',
  price: 100,
  status: 'scheduled',
  paymentStatus: overrides.paid ? 'paid' : 'unpaid',
  paid: false,
  notes: '',
  createdDate: '2024-03-01T12:00:00.000Z',
  ...overrides,
});

export const makeServerCustomer = (overrides: Partial<ServerCustomer> = {}): ServerCustomer => ({
  id: 'customer-1',
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '(555) 123-4567',
  address: '1 Main St',
  business_name: 'Ana Co',
  notes: 'Gate code 42',
  created_at: '2024-01-10T12:00:00.000Z',
  ...overrides,
});

export const makeServerJob = (overrides: Partial<ServerJob> = {}): ServerJob => ({
  id: 'job-1',
  customer_id: 'customer-1',
  customer: { name: 'Ana Lopez' },
  title: 'Lawn Mowing',
  description: 'Front and back',
  status: 'pending',
  estimated_cost: 80,
  actual_cost: null,
  estimated_hours: 2,
  actual_hours: null,
  due_date: '2024-03-06',
  paid: false,
  completed_at: null,
  created_at: '2024-03-01T12:00:00.000Z',
  ...overrides,
});

export const makePayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'payment-00000000-0000-4000-8000-000000000001',
  jobId: 'job-1',
  amount: 50,
  method: 'cash',
  paidOn: '2024-03-06',
  note: null,
  deviceId: null,
  createdAt: '2024-03-06T15:00:00.000Z',
  ...overrides,
});
