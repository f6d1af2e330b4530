// A project's report (docs/rules.md#report): the figures for the report screen, and its PDF fetched
// here rather than by a plain link, so the screen can show that it is coming and say so when it fails.
import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../core/constants.ts';
import type { Report } from '../../../core/schemas/report.ts';
import { ApiError, api } from '../../lib/api.ts';
import { saveBlob } from '../../lib/download.ts';
import { projectKeys } from '../projects/api.ts';
import { fileNameFromDisposition } from './file-name.ts';

export const reportKeys = {
  report: (projectId: string) => [...projectKeys.detail(projectId), 'report'] as const,
};

/** The project's report (admins); a 404 ApiError when the project is missing. */
export function useReport(projectId: string) {
  return useQuery({
    queryKey: reportKeys.report(projectId),
    queryFn: () => api.get<Report>(`/api/projects/${encodeURIComponent(projectId)}/report`),
  });
}

export const reportPdfUrl = (projectId: string, lang: Language) =>
  `/api/projects/${encodeURIComponent(projectId)}/report/pdf?${new URLSearchParams({ lang })}`;

/** Fetches the report's PDF in `lang` and offers it as a download under the server's file name. */
export async function downloadReportPdf(projectId: string, lang: Language): Promise<void> {
  let res: Response;
  try {
    res = await fetch(reportPdfUrl(projectId, lang), { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error');
  }
  if (!res.ok) {
    const data = await res.json().catch(() => undefined);
    const err = data?.error;
    throw new ApiError(res.status, err?.code ?? 'internal_error', err?.message ?? res.statusText);
  }
  const blob = await res.blob();
  saveBlob(fileNameFromDisposition(res.headers.get('content-disposition'), 'report.pdf'), blob);
}
