import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import { callRoute } from '../../../lib/call-route';
import { MY_POSTS_KEY, RECENT_POSTS_KEY } from './keys';
import { uploadAttachment } from './upload-attachment';

export interface PostDraft {
  title: string;
  info: string;
  photo?: File;
  file?: File;
}

/** Uploads the chosen photo and file, then POST /api/posts. */
export function useCreatePost(onProgress: (percent: number) => void = () => undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ title, info, photo, file }: PostDraft) => {
      const photoKey = photo ? await uploadAttachment('photo', photo, onProgress) : undefined;
      const fileKey = file ? await uploadAttachment('file', file, onProgress) : undefined;
      return callRoute(communityRoutes.createPost, {
        // Text alone is kept on the phone when written offline; attachments need the network
        // first (their upload fails offline, and the post stays on screen).
        keepOffline: photo || file ? false : undefined,
        body: {
          title,
          info,
          ...(photoKey ? { photo: photoKey } : {}),
          ...(fileKey && file ? { file: fileKey, fileName: file.name.slice(-200) } : {}),
        },
      });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_POSTS_KEY }),
        queryClient.invalidateQueries({ queryKey: RECENT_POSTS_KEY }),
      ]),
  });
}
