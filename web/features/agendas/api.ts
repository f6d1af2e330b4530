// Agendas (docs/rules.md#agendas-and-badges): a person's agenda for the agenda page, and the
// addresses of the PDFs, printed in the language the reader uses in the app.
import { useQuery } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '../../../core/constants.ts';
import type { PersonAgenda } from '../../../core/schemas/agenda.ts';
import { api } from '../../lib/api.ts';
import { projectKeys } from '../projects/api.ts';

export const agendaKeys = {
  person: (projectId: string, userId?: string) => [...projectKeys.detail(projectId), 'agenda', userId ?? 'me'] as const,
};

/** The app's language as a PDF language ('zh-CN' is 'zh'); English when the app has another. */
export function pdfLanguage(language: string | undefined): Language {
  return LANGUAGES.find((l) => language?.startsWith(l)) ?? 'en';
}

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]));
  return search.size > 0 ? `?${search}` : '';
};

/** Every day of the agenda that has a meeting; `userId` names another person's (admins). */
export function useAgenda(projectId: string, userId?: string, enabled = true) {
  return useQuery({
    queryKey: agendaKeys.person(projectId, userId),
    queryFn: () => api.get<PersonAgenda>(`/api/projects/${projectId}/agenda${query({ user: userId })}`),
    enabled,
  });
}

/** The person's name badge on their phone (web/screens/badge); `userId` names another's (admins). */
export const badgePath = (projectId: string, userId?: string) =>
  `/projects/${projectId}/badge${query({ user: userId })}`;

/** The agenda as a PDF: the reader's own or `user`'s, one day or all. */
export const agendaPdfUrl = (projectId: string, o: { user?: string; day?: string; lang: Language }) =>
  `/api/projects/${projectId}/agenda/pdf${query(o)}`;
