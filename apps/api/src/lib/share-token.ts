import { randomBytes } from 'node:crypto';

/** A public page's token (documents, quotes): 128 random bits, base64url (decision 035). */
export const newShareToken = () => randomBytes(16).toString('base64url');
