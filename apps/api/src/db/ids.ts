import { customAlphabet } from 'nanoid';

const startLetter = customAlphabet('abcdefghijklmnopqrstuvwxyz', 1);
const rest = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 23);

/**
 * A new row id: 24 characters, a lowercase letter then lowercase letters and digits (the contract's
 * id shape, as cuid2 wrote them), ~123 random bits from the system's CSPRNG, so ids are unique and
 * cannot be guessed. Made with nanoid's pooled random bytes in ~1 µs; cuid2 took ~160 µs of CPU per
 * id (a SHA-3 in JavaScript), which a drop's orders and every insert paid (decision 054).
 */
export const newId = () => startLetter() + rest();
