// Profile attachments: upload with real progress (XMLHttpRequest reports the bytes sent, fetch does
// not), and removal. Both replace the session's copy of the profile's attachments.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '../../../core/schemas/profile.ts';
import { ApiError, api } from '../../lib/api.ts';
import { sessionQuery } from '../auth/api.ts';

export interface UploadedAttachment {
  url: string;
  name: string;
  size: number;
  content_type: string;
  attachments: string[];
}

/** Sends one file to POST /api/attachments; `onProgress` gets 0-100 as the bytes go out. */
export function uploadAttachment(file: File, onProgress: (percent: number) => void): Promise<UploadedAttachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/attachments');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      // Held at 99 until the server has stored the file and answered.
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const data = xhr.response;
      if (xhr.status === 201) {
        onProgress(100);
        resolve(data as UploadedAttachment);
        return;
      }
      const err = data?.error;
      reject(new ApiError(xhr.status, err?.code ?? 'internal_error', err?.message ?? xhr.statusText, err?.details));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, 'network_error', 'Upload cancelled'));
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/** Puts the server's list of attachments into the session's profile. */
function useSetAttachments() {
  const queryClient = useQueryClient();
  return useCallback(
    (attachments: string[]) =>
      queryClient.setQueryData(sessionQuery.queryKey, (old: { user: Profile | null } | undefined) =>
        old?.user ? { user: { ...old.user, attachments } } : old,
      ),
    [queryClient],
  );
}

/** Uploads one file; on success the profile lists it at once. */
export function useUploadAttachment() {
  const setAttachments = useSetAttachments();
  return useCallback(
    async (file: File, onProgress: (percent: number) => void) => {
      const uploaded = await uploadAttachment(file, onProgress);
      setAttachments(uploaded.attachments);
      return uploaded;
    },
    [setAttachments],
  );
}

/** Removes one attachment by its URL path. */
export function useDeleteAttachment() {
  const setAttachments = useSetAttachments();
  return useMutation({
    mutationFn: (url: string) => api.delete<{ attachments: string[] }>(url),
    onSuccess: ({ attachments }) => setAttachments(attachments),
  });
}
