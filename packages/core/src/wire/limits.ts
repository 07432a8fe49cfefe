// Numbers the wire shares with the app (spec §9); all of them live in core's limits.ts.
import { MIN_PASSWORD_LENGTH } from '../limits.ts';

export const MIN_PASSWORD_LENGTH_WIRE = MIN_PASSWORD_LENGTH;
