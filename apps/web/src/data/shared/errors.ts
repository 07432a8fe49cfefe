// The failures the data layer reports to the UI, by i18n key, with the spec's English text
// (spec §8) as the message so a log or an untranslated screen still reads right.
import { DataError } from '../data-source.ts';

export const DATA_ERROR_MESSAGES = {
  'customers.notFound': 'Customer not found',
  'jobs.notFound': 'Job not found',
  'jobs.seriesNotFound': 'Repeating job not found',
  'demo.cannotDeleteCustomer':
    'Cannot delete original demo customers. Only newly created customers can be deleted.',
  'demo.cannotDeleteJob':
    'Cannot delete original demo jobs. Only newly created jobs can be deleted.',
  'demo.cannotImport': 'Cannot import data.',
  'settings.invalidFileFormat': 'Invalid file format. Please select a valid backup file.',
  'profile.saveFailed': 'Failed to save profile. Please try again.',
  'profile.demoSaveFailed': 'Demo mode: Profile changes are saved locally only.',
  'documents.notFound': 'Document not found',
  'documents.jobsNotFound': 'Pick completed jobs of this customer.',
  'documents.failed': 'Could not make the document. Please try again.',
  'quotes.notFound': 'Quote not found',
  'quotes.answered': 'The customer has answered this quote: it can no longer be changed.',
  'quotes.notAccepted': 'Only an accepted quote can become a job.',
  'photos.notFound': 'Photo not found',
  'photos.notAnImage': 'This file is not a photo. Choose a JPEG, PNG, WebP or HEIC image.',
  'photos.tooMany': 'A job can have at most 100 photos.',
  'photos.failed': 'Could not keep the photo on this phone. Please try again.',
  'sync.loadFailed': 'Could not load your customers and jobs. Check your connection and try again.',
} as const;

export type DataErrorKey = keyof typeof DATA_ERROR_MESSAGES;

export const dataError = (key: DataErrorKey): DataError =>
  new DataError(key, DATA_ERROR_MESSAGES[key]);
