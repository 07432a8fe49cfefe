// Numbers the wire shares with the app (spec §9).
export const MIN_PASSWORD_LENGTH_WIRE = 6;
