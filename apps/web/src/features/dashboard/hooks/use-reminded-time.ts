import { useFormat } from '#web/lib/format.ts';

/** A reminder's stamp as the time it was sent, in the UI language's format: '6:05 PM'. */
export function useRemindedTime(): (stamp: string) => string {
  const format = useFormat();
  return (stamp: string) => {
    const date = new Date(stamp);
    const pad = (value: number) => String(value).padStart(2, '0');
    return format.time(`${pad(date.getHours())}:${pad(date.getMinutes())}`);
  };
}
