// The account calls of Profile (decision 057). They act on the server's account, not on the
// data of the device, so they go straight to the API rather than through the DataSource.
import { apiRequest } from '../http.ts';

/** Changes the password; the server signs the other devices out, this one stays signed in. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest('/api/account/password', { method: 'POST', body: { currentPassword, newPassword } });

/** Revokes every token of the account, this device's included. */
export const signOutEverywhere = () =>
  apiRequest('/api/account/sign-out-everywhere', { method: 'POST' });

/** Removes the account and everything it owns; `email` is what the owner typed to confirm. */
export const deleteAccount = (email: string) =>
  apiRequest('/api/account', { method: 'DELETE', body: { email } });
