// The language of a person's e-mails follows the app's (docs/rules.md#e-mail): told to the server
// once a session starts and each time the person switches language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../core/constants.ts';
import { api } from '../../lib/api.ts';

const tell = (language: string) => {
  const locale = LANGUAGES.find((l) => language.startsWith(l)) as Language | undefined;
  // Best effort: a failure only leaves e-mails in the language the server guesses.
  if (locale) api.put<void>('/api/profile/locale', { locale }).catch(() => undefined);
};

/** Keeps the signed-in user's e-mail language the app's; `userId` restarts it for a new session. */
export function useMailLanguage(userId: string | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!userId) return;
    tell(i18n.language);
    i18n.on('languageChanged', tell);
    return () => i18n.off('languageChanged', tell);
  }, [userId, i18n]);
}
