/** A tel: link for a phone as written: '(555) 123-4567' -> 'tel:5551234567'. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Schedule Job for this customer: the jobs screen pre-selects it from ?customerId=. */
export const scheduleJobHref = (newJobPath: string, customerId: string): string =>
  `${newJobPath}?${new URLSearchParams({ customerId }).toString()}`;
