/** Schedule Job for this customer: the jobs screen pre-selects it from ?customerId=. */
export const scheduleJobHref = (newJobPath: string, customerId: string): string =>
  `${newJobPath}?${new URLSearchParams({ customerId }).toString()}`;
