// Temporary passwords for accounts an admin creates: 8 random characters plus a fixed suffix.
import { randomInt } from 'node:crypto';

/** Letters and digits without look-alikes (0/O, 1/l/I), so the password can be read aloud. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** The fixed suffix: gives every temporary password a symbol, a capital and a digit. */
export const TEMPORARY_PASSWORD_SUFFIX = '!B2b';
const RANDOM_LENGTH = 8;

/** A new temporary password: 8 random characters from a CSPRNG plus the fixed suffix. */
export function temporaryPassword(): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return random + TEMPORARY_PASSWORD_SUFFIX;
}
