// User-facing texts of the spec's error catalogue (product-spec §5, §8). Verbatim.

export const MSG = {
  authRequired: 'Authentication required. Please sign in.',
  adminRequired: 'Admin access required.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many failed attempts. Please wait a moment and try again.',
  invalidInput: 'Please check the highlighted fields.',
  unexpected: 'An unexpected error occurred',
} as const;
