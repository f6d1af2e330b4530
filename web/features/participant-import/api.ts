// Participant import (docs/rules.md#participant-import): the file goes up with real progress
// (XMLHttpRequest reports the bytes sent, fetch does not), then preview and apply send the mapped
// grid as JSON. Addresses of the template and the export are here so every link agrees.
import { useMutation } from '@tanstack/react-query';
import type { ImportGrid, ImportRequest, ImportResult } from '../../../core/schemas/participant-import.ts';
import { ApiError, api } from '../../lib/api.ts';
import { useInvalidateProjects } from '../projects/api.ts';

export type SpreadsheetFormat = 'xlsx' | 'csv';

/** What the upload is doing: sending bytes (with a percentage), then waiting while the server reads. */
export type UploadProgress = { phase: 'sending'; percent: number } | { phase: 'reading' };

/** Sends the file's bytes to the parse route; the server answers the grid and a suggested mapping. */
export function parseImportFile(
  projectId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<ImportGrid> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/projects/${projectId}/import/parse`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    // Header values are ASCII only: a Korean or Chinese file name travels encoded.
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ phase: 'sending', percent: Math.round((e.loaded / e.total) * 100) });
    };
    // Every byte is out: what remains is the server reading the spreadsheet.
    xhr.upload.onload = () => onProgress({ phase: 'reading' });
    xhr.onload = () => {
      const data = xhr.response;
      if (xhr.status === 200) return resolve(data as ImportGrid);
      const err = data?.error;
      reject(new ApiError(xhr.status, err?.code ?? 'internal_error', err?.message ?? xhr.statusText, err?.details));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, 'network_error', 'Upload cancelled'));
    xhr.send(file);
  });
}

/** What each row would do; nothing is written. */
export function usePreviewImport(projectId: string) {
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      api.post<ImportResult>(`/api/projects/${projectId}/import/preview`, request),
  });
}

/** Writes every row in one transaction (refused with 422 import_has_errors while a row has errors). */
export function useApplyImport(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (request: ImportRequest) => api.post<ImportResult>(`/api/projects/${projectId}/import/apply`, request),
    onSuccess: invalidate,
  });
}

/** The empty template with the import's columns. */
export const templateUrl = (format: SpreadsheetFormat) => `/api/projects/import/template?format=${format}`;

/** The project's participants in the import's columns, so a file can go out and come back. */
export const exportUrl = (projectId: string, format: SpreadsheetFormat) =>
  `/api/projects/${projectId}/participants/export?format=${format}`;
