/**
 * Messages of the shared schemas (contracts/) and of the API, by their English text. validation.test.ts checks that
 * every message the contracts define has an entry.
 */
const ar: Record<string, string> = {};
export default ar;
