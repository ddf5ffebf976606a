import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The 3,000 most common passwords (zxcvbn's frequency-ranked list), compared case-insensitively. */
const COMMON_PASSWORDS = new Set((dictionary.passwords as string[]).slice(0, 3000).map((p) => p.toLowerCase()));

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. Without a stored hash (unknown email, invited user) it still verifies against a dummy hash,
 * so every failed sign-in costs the same time and reveals nothing about which emails exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("dummy password for timing equality");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Server-only rules on a new password (length and confirmation are in the shared schema). */
export function newPasswordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    problems.push("This password is too common. Please choose a less predictable one.");
  }
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    problems.push("The password must not be your email address.");
  }
  return problems;
}
