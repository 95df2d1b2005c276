// Comments on a call (docs/rules/comments.md): the thread (cursor-paged, two orders), writing,
// editing, deleting, hiding, reporting, the @mention picker's players, the admin's queue and
// bans from commenting.
// The live stream (GET /api/events `comments`) refetches a shown thread when it changes.
import {
  commentBanResultSchema,
  commentListSchema,
  commentReplySchema,
  commentReportListSchema,
  COMMENT_ORDERS,
  mentionCandidatesSchema,
  type CommentList,
  type CommentOrder,
  type CommentReply,
} from '@boldcall/shared/schemas/comments';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';
import { cursorPaging } from '@/lib/cursor-pages';
import { useInvalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 20;

export function useCommentThread(predictionId: string, order: CommentOrder) {
  return useInfiniteQuery({
    queryKey: queryKeys.comments.threadOrder(predictionId, order),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(`/predictions/${predictionId}/comments`, {
        query: { cursor: pageParam, limit: PAGE_SIZE, order },
        schema: commentListSchema,
        signal,
      }),
    ...cursorPaging,
    placeholderData: keepPreviousData,
  });
}

/** Players whose name starts with `q`, for the @mention picker (null: the picker is closed). */
export function useMentionCandidates(predictionId: string, q: string | null) {
  return useQuery({
    queryKey: queryKeys.comments.mentions(q ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/predictions/${predictionId}/comments/mentions`, {
        query: { q: q ?? '' },
        schema: mentionCandidatesSchema.shape.data,
        signal,
      }),
    enabled: q !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * The new comment goes into the shown thread at once (on top of the newest-activity order, or
 * under its parent), then the thread and the counts refresh behind it.
 */
export function useCreateComment(predictionId: string) {
  const refresh = useInvalidateAfter('comment');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; parentId?: string }) =>
      api.post(`/predictions/${predictionId}/comments`, input, { schema: commentReplySchema }),
    onSuccess: (created) => {
      for (const order of COMMENT_ORDERS) {
        queryClient.setQueryData<InfiniteData<CommentList>>(
          queryKeys.comments.threadOrder(predictionId, order),
          (data) => data && withComment(data, created, order),
        );
      }
      void refresh();
    },
  });
}

function withComment(
  data: InfiniteData<CommentList>,
  created: CommentReply,
  order: CommentOrder,
): InfiniteData<CommentList> {
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.map((c) =>
      c.id === created.parentId ? { ...c, replies: [...c.replies, created] } : c,
    ),
  }));
  const first = pages[0];
  if (!created.parentId && order === 'activity' && first) {
    pages[0] = { ...first, data: [{ ...created, replies: [] }, ...first.data] };
  }
  return { ...data, pages };
}

export function useEditComment() {
  const refresh = useInvalidateAfter('comment');
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.patch(`/comments/${id}`, { text }, { schema: commentReplySchema }),
    // Not awaited: the answer is final; the thread and counts refresh behind it.
    onSuccess: () => void refresh(),
  });
}

export function useDeleteComment() {
  const refresh = useInvalidateAfter('comment');
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/comments/${id}`, undefined, { schema: commentReplySchema }),
    // Not awaited: the answer is final; the thread and counts refresh behind it.
    onSuccess: () => void refresh(),
  });
}

/** Hide (`hidden: true`) or restore a comment: the call's creator or an admin. */
export function useHideComment() {
  const refresh = useInvalidateAfter('comment');
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api.post(
        `/comments/${id}/${hidden ? 'hide' : 'restore'}`,
        {},
        { schema: commentReplySchema },
      ),
    // Not awaited: the answer is final; the thread and counts refresh behind it.
    onSuccess: () => void refresh(),
  });
}

export function useReportComment() {
  const refresh = useInvalidateAfter('comment');
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post(`/comments/${id}/report`, { reason }),
    // Not awaited: the answer is final; the thread and counts refresh behind it.
    onSuccess: () => void refresh(),
  });
}

export function useCommentReports() {
  return useInfiniteQuery({
    queryKey: queryKeys.comments.reports(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch('/admin/comment-reports', {
        query: { cursor: pageParam, limit: 20 },
        schema: commentReportListSchema,
        signal,
      }),
    ...cursorPaging,
  });
}

export function useResolveCommentReport() {
  const refresh = useInvalidateAfter('comment');
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'hide' | 'restore' | 'dismiss' }) =>
      api.post(`/admin/comment-reports/${id}/resolve`, { action }),
    // Not awaited: the answer is final; the thread and counts refresh behind it.
    onSuccess: () => void refresh(),
  });
}

/**
 * An admin stops a player from commenting (`banned: true`, PUT) or lifts it (DELETE); audited.
 * The queue refreshes so each report shows its author's new state.
 */
export function useCommentBan() {
  const refresh = useInvalidateAfter('comment');
  return useMutation({
    mutationFn: ({ userId, banned }: { userId: string; banned: boolean }) => {
      const path = `/admin/users/${encodeURIComponent(userId)}/comment-ban`;
      const schema = commentBanResultSchema.shape.data;
      return banned ? api.put(path, {}, { schema }) : api.delete(path, undefined, { schema });
    },
    // Not awaited: the answer is final; the queue refreshes behind it.
    onSuccess: () => void refresh(),
  });
}
