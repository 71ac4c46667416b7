import { COMMENT_PAGE_SIZE } from '@pedestal/contract/constants';
import type { Comment, CommentPage, CommentSort, InteractionState, LikeState, ShareState } from '@pedestal/contract/schemas/community';
import { queryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '@/lib/idempotency';
import { api, type Data } from '../api-client';
import { characterKeys } from '../query-keys';

export const getInteractionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: characterKeys.interaction(id),
    queryFn: ({ signal }) => api.get<Data<InteractionState>>(`character/${id}/interaction`, undefined, signal).then((r) => r.data),
  });

/**
 * Like or unlike: the button turns at once (optimistic), the server's count then replaces the
 * guess, and a failure puts the previous state back.
 */
export function useToggleLike(id: string) {
  const queryClient = useQueryClient();
  const key = characterKeys.interaction(id);
  return useMutation({
    mutationFn: (like: boolean) => api.put<Data<LikeState>>(`character/${id}/${like ? 'like' : 'unlike'}`).then((r) => r.data),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InteractionState>(key);
      if (previous && previous.isLike !== like)
        queryClient.setQueryData<InteractionState>(key, { ...previous, isLike: like, countLike: previous.countLike + (like ? 1 : -1) });
      return { previous };
    },
    onError: (_error, _like, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (state) => queryClient.setQueryData<InteractionState>(key, (old) => old && { ...old, ...state }),
  });
}

/** Records a share (counted once per user and day); the count shown follows the server's. */
export function useRecordShare(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Data<ShareState>>(`character/${id}/share`).then((r) => r.data),
    onSuccess: ({ countShare }) =>
      queryClient.setQueryData<InteractionState>(characterKeys.interaction(id), (old) => old && { ...old, countShare }),
  });
}

export function useComments(id: string, sort: CommentSort) {
  return useInfiniteQuery({
    queryKey: characterKeys.commentList(id, sort),
    // Each next page starts after the last comment shown (a keyset cursor): no comment is skipped or
    // repeated when others are posted meanwhile, and a deep page costs what the first does.
    queryFn: ({ pageParam, signal }) =>
      api
        .get<Data<CommentPage>>(`character/${id}/comments`, { sort, cursor: pageParam, pageSize: COMMENT_PAGE_SIZE }, signal)
        .then((r) => r.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  });
}

/** After any comment change: every sort of the list and the counts reload. */
function useRefreshComments(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: characterKeys.comments(id) }),
      queryClient.invalidateQueries({ queryKey: characterKeys.interaction(id) }),
    ]);
}

/** Posts a comment; a double tap or a retry of the same text carries one key, so it is posted once (issue 41). */
export function usePostComment(id: string) {
  const refresh = useRefreshComments(id);
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: { body: string; parentId?: string }) =>
      api.post<Data<Comment>>(`character/${id}/comments`, input, { idempotencyKey: key.keyFor(input) }).then((r) => r.data),
    onSuccess: () => (key.renew(), refresh()),
  });
}

export function useEditComment(id: string) {
  const refresh = useRefreshComments(id);
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      api.patch<Data<Comment>>(`comment/${commentId}`, { body }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useDeleteComment(id: string) {
  const refresh = useRefreshComments(id);
  return useMutation({ mutationFn: (commentId: string) => api.delete(`comment/${commentId}`), onSuccess: refresh });
}

export function useReportComment(id: string) {
  const refresh = useRefreshComments(id);
  return useMutation({
    mutationFn: ({ commentId, reason }: { commentId: string; reason?: string }) => api.post(`comment/${commentId}/report`, { reason }),
    onSuccess: refresh,
  });
}
