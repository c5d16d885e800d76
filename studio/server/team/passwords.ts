// Passwords are kept as scrypt hashes, each with its own salt and its cost written beside it (so a
// later, higher cost still verifies the older hashes), and compared in constant time.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Refusal } from './refusal.ts';

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * 64 MiB and a few tenths of a second per hash on a small server: dear for a guesser, while a few
 * sign-ins at once still fit in memory.
 */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 16, r: 8, p: 1 };
const KEY_LENGTH = 32;

export const MIN_PASSWORD = 12;
const MAX_PASSWORD = 1024;

/** A refusal for a password too short or too long to take. */
export function checkPasswordRules(password: string): void {
  if ([...password].length < MIN_PASSWORD)
    throw new Refusal(400, `A password needs at least ${MIN_PASSWORD} characters.`);
  if (password.length > MAX_PASSWORD)
    throw new Refusal(400, `A password may have at most ${MAX_PASSWORD} characters.`);
}

const maxmem = ({ N, r, p }: ScryptCost) => 128 * N * r * p + 16 * 1024 * 1024;

/** 'scrypt$N$r$p$<salt>$<hash>', salt and hash in base64. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: maxmem(cost) });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` is the one `stored` was made from; false for a stored value it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(hash, 'base64');
  if (password.length > MAX_PASSWORD) return false;
  const key = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    ...cost,
    maxmem: maxmem(cost),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
