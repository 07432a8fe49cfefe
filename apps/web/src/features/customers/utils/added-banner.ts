// The navigation state the add form hands the list, for the spec §8 success banner.

export type CustomerAddedState = { addedCustomerName: string };

export const customerAddedState = (name: string): CustomerAddedState => ({
  addedCustomerName: name,
});

/** The added customer's name carried by a navigation, or null. */
export const addedCustomerName = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null) return null;
  const name = (state as Partial<CustomerAddedState>).addedCustomerName;
  return typeof name === 'string' && name !== '' ? name : null;
};
