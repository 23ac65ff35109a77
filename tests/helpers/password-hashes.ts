import { hashPassword } from '../../src/server/auth/passwords.js';

const hashes = new Map<string, Promise<string>>();

/**
 * A real argon2id hash of `password`, made once per test process and handed to every account the tests
 * make with that password. One hash costs about 0.4 s of CPU; making a fresh one for each of hundreds of
 * test accounts and demo shops was minutes of a CI run. Sign-in still verifies it like any other hash;
 * only the salt is shared, which no test looks at.
 */
export function sharedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}
