// The English words behind every validation key the schemas use (messages.ts: both languages).
// English is the spec's text (§5, §8) where the spec gives one; where it gives only a key
// (sign-up) or nothing (keys of our own), the words are ours. Each language is a module of its
// own, so the web app's texts of one language do not carry the other's (decision 042).

import { PAYMENT_INSTRUCTIONS_MAX_CHARS, PAYMENT_LINK_MAX_CHARS } from '../limits.ts';
import { MESSAGE_TEMPLATE_MAX_CHARS } from '../message-templates.ts';
import {
  ADDRESS_MAX_CHARS,
  BIO_MAX_CHARS,
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  JOB_TITLE_MAX_CHARS,
  MONEY_MAX,
  MONEY_MAX_DECIMALS,
  NAME_MAX_CHARS,
  NOTES_MAX_CHARS,
  PAYMENT_DAY_MAX_YEAR,
  PAYMENT_DAY_MIN_YEAR,
  PHONE_MAX_CHARS,
  PROFILE_SERVICE_TYPES_MAX,
  SERVICE_TYPE_MAX_CHARS,
  WEBSITE_MAX_CHARS,
} from '../limits.ts';
import { IMAGE_MAX_KB, n } from './message-limits.ts';

/**
 * The words of the owner's record forms (customers, jobs, payments, profile, settings): the web app
 * loads them with the screens that hold those forms (decision 042); the words of sign-in, sign-up
 * and the waitlist, which the first pages need, are in auth-messages-en.ts.
 */
export const recordMessagesEn = {
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
  'profile.paymentLinkInvalid': 'Please enter a payment link that starts with https://',
  'profile.timeInvalid': 'Please enter a valid time',
  'profile.rateInvalid': 'Please enter a valid amount',
  'profile.imageInvalid': 'Please choose an image file',
  'customers.nameTooLong': `Customer name must be at most ${n(NAME_MAX_CHARS)} characters`,
  'customers.phoneTooLong': `Phone number must be at most ${n(PHONE_MAX_CHARS)} characters`,
  'customers.addressTooLong': `Address must be at most ${n(ADDRESS_MAX_CHARS)} characters`,
  'customers.serviceTypeTooLong': `Service type must be at most ${n(SERVICE_TYPE_MAX_CHARS)} characters`,
  'customers.businessNameTooLong': `Business name must be at most ${n(NAME_MAX_CHARS)} characters`,
  'customers.notesTooLong': `Notes must be at most ${n(NOTES_MAX_CHARS)} characters`,
  'jobs.serviceTypeTooLong': `Service type must be at most ${n(JOB_TITLE_MAX_CHARS)} characters`,
  'jobs.notesTooLong': `Notes must be at most ${n(NOTES_MAX_CHARS)} characters`,
  'jobs.dateOutOfRange': `Please enter a date between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}`,
  'payments.dayRequired': 'Enter the payment date',
  'payments.dayInvalid': 'Please enter a valid payment date',
  'payments.dayTooEarly': `The payment date must be in ${PAYMENT_DAY_MIN_YEAR} or later`,
  'payments.dayTooLate': `The payment date must be in ${PAYMENT_DAY_MAX_YEAR} or earlier`,
  'payments.dayInFuture': 'The payment date cannot be after today',
  'payments.amountRequired': 'Enter the amount paid',
  'payments.amountInvalid': 'Please enter a valid amount',
  'payments.amountNotPositive': 'The amount must be more than $0',
  'payments.amountTooHigh': `The amount must be at most $${n(MONEY_MAX)}`,
  'payments.amountDecimals': `The amount can have at most ${MONEY_MAX_DECIMALS} decimals`,
  'payments.amountOverBalance': 'The amount cannot be more than the balance',
  'jobs.priceTooHigh': `Price must be at most $${n(MONEY_MAX)}`,
  'jobs.priceDecimals': `Price can have at most ${MONEY_MAX_DECIMALS} decimals`,
  'profile.businessNameTooLong': `Business name must be at most ${n(NAME_MAX_CHARS)} characters`,
  'profile.ownerNameTooLong': `Owner name must be at most ${n(NAME_MAX_CHARS)} characters`,
  'profile.phoneTooLong': `Phone number must be at most ${n(PHONE_MAX_CHARS)} characters`,
  'profile.addressTooLong': `Business address must be at most ${n(ADDRESS_MAX_CHARS)} characters`,
  'profile.websiteTooLong': `Website must be at most ${n(WEBSITE_MAX_CHARS)} characters`,
  'profile.bioTooLong': `The text about your business must be at most ${n(BIO_MAX_CHARS)} characters`,
  'profile.paymentInstructionsTooLong': `Payment instructions must be at most ${n(PAYMENT_INSTRUCTIONS_MAX_CHARS)} characters`,
  'profile.messageTemplateTooLong': `A message must be at most ${n(MESSAGE_TEMPLATE_MAX_CHARS)} characters`,
  'profile.paymentLinkTooLong': `The payment link must be at most ${n(PAYMENT_LINK_MAX_CHARS)} characters`,
  'profile.imageTooLarge': `The image must be at most ${n(IMAGE_MAX_KB)} KB`,
  'profile.serviceTypeTooLong': `A service type must be at most ${n(SERVICE_TYPE_MAX_CHARS)} characters`,
  'profile.serviceTypesTooMany': `Please select at most ${PROFILE_SERVICE_TYPES_MAX} service types`,
  'profile.rateTooHigh': `Enter an amount of at most $${n(MONEY_MAX)}`,
  'profile.rateDecimals': `Enter an amount with at most ${MONEY_MAX_DECIMALS} decimals`,
  'profile.currencyInvalid': 'Please enter a currency code such as USD',
  'settings.invalidFileFormat': 'Invalid file format. Please select a valid backup file.',
  'settings.invalidJson': 'Invalid JSON file. Please select a valid backup file.',
} as const;

export type RecordMessageKey = keyof typeof recordMessagesEn;
