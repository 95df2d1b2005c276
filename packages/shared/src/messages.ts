// The error catalogue: every user-facing error text, verbatim, in one place.

export const MSG = {
  authRequired: 'Authentication required. Please sign in.',
  adminRequired: 'Admin access required.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many failed attempts. Please wait a moment and try again.',
  invalidInput: 'Please check the highlighted fields.',
  unexpected: 'An unexpected error occurred',
  invalidCursor: 'Invalid cursor',
  // Sign-up made the account but its verification code mail failed (docs/rules/account.md).
  codeNotSent:
    'Your account was created, but we could not send its verification code. Press Resend code to get one.',
  // Avatar generator (product texts; the provider's name fills {provider}).
  avatarNotImage: 'Please upload an image file',
  avatarTooLarge: 'Image must be smaller than 5MB',
  avatarTooManyPixels:
    'Image dimensions are too large. Please upload a photo of at most 40 megapixels.',
  avatarInvalidStyle: 'Invalid avatar style',
  avatarFailed: 'Failed to generate avatar. Please try again.',
  avatarGenerationFailed: 'Generation failed',
  avatarNotFound: 'Avatar not found. Please generate a new one.',
  avatarProviderNoUrl: (provider: string) => `No image URL returned from ${provider}`,
  avatarProviderKey: (provider: string) =>
    `${provider} API key is missing or invalid. Please check OPENAI_API_KEY in your .env file.`,
  avatarProviderQuota: (provider: string) =>
    `${provider} quota exceeded. Please check your ${provider} account plan and billing.`,
  avatarProviderPolicy: (provider: string) =>
    `${provider} rejected the image under its content policy. Please try a different image.`,
} as const;
