// The limits as the validation messages write them: grouped the US way in both languages
// (decision 016: the app's Spanish is for a US Spanish speaker).
import { PROFILE_IMAGE_MAX_CHARS } from '../limits.ts';

export const n = (value: number): string => value.toLocaleString('en-US');
export const IMAGE_MAX_KB = Math.floor(PROFILE_IMAGE_MAX_CHARS / 1024);
