import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DocumentKind } from '@core/profiles/document-kinds';
import { profileDocumentsRoutes } from '@http/routes/profile-documents';
import { errorMessage } from '../../../lib/api-error';
import { callRoute } from '../../../lib/call-route';
import { rememberOwnRecord } from '../../../lib/use-me';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { tProfile } from '../i18n';

export type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'checking' }
  | { step: 'done'; message: string }
  | { step: 'failed'; message: string };

/**
 * POST /api/profile/uploads (a presigned POST) -> the file straight to storage with progress
 * -> POST /api/profile/uploads/confirm (checked by content; the answer is the new record).
 */
export function useUploadDocument(kind: DocumentKind) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ step: 'idle' });

  const upload = useCallback(
    async (file: File, consent?: boolean) => {
      setState({ step: 'uploading', percent: 0 });
      try {
        const post = await callRoute(profileDocumentsRoutes.requestUpload, {
          body: { kind, filename: file.name, contentType: file.type, consent },
        });
        await uploadWithProgress(post, file, (percent) => setState({ step: 'uploading', percent }));
        setState({ step: 'checking' });
        const record = await callRoute(profileDocumentsRoutes.confirmUpload, {
          body: { kind, key: post.key },
        });
        rememberOwnRecord(queryClient, record);
        setState({ step: 'done', message: tProfile('upload.done', { file: file.name }) });
      } catch (error) {
        setState({ step: 'failed', message: errorMessage(error) });
      }
    },
    [kind, queryClient],
  );

  return { state, upload };
}
