// The texts the landing and login screens show: whole sections, or single texts by their dotted key.
// Those screens load only these parts of a language file (the virtual module 'virtual:first-texts/<lng>'
// of vite.config.ts), so their JavaScript stays under the 150 KiB budget (decision 005); the whole file
// loads with the first screen behind sign-in or the sign-up form (loadAllTexts in web/i18n/index.ts).
export const FIRST_SCREEN_TEXTS = [
  'app',
  'auth',
  'common',
  'landing',
  'language',
  'roles',
  'theme',
  'validation.email',
  'validation.passwordRequired',
  // What signing in can answer (server/routes/auth, the rate limit, the security checks).
  'errors.unknown',
  'errors.network_error',
  'errors.invalid_credentials',
  'errors.account_deactivated',
  'errors.rate_limited',
  'errors.validation_failed',
  'errors.cross_origin',
];

type Texts = { [key: string]: string | Texts };

/** The part of a language file named by FIRST_SCREEN_TEXTS; throws on a key the file lacks. */
export function pickFirstScreenTexts(all: Texts): Texts {
  const picked: Texts = {};
  for (const key of FIRST_SCREEN_TEXTS) {
    const parts = key.split('.');
    const last = parts.pop() as string;
    let from: Texts = all;
    let into: Texts = picked;
    for (const part of parts) {
      const next = from[part];
      if (typeof next !== 'object') throw new Error(`The language file has no section ${part} (for ${key})`);
      from = next;
      if (typeof into[part] !== 'object') into[part] = {};
      into = into[part] as Texts;
    }
    if (from[last] === undefined) throw new Error(`The language file has no text ${key}`);
    into[last] = from[last];
  }
  return picked;
}
