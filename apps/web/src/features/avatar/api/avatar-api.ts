// Avatar generator calls (docs/rules/avatar.md): generate from a photo and a style (multipart,
// slow: the provider may take up to half a minute), then use a result as the avatar.
import { AVATAR_GENERATE_TIMEOUT_MS, type AvatarStyle } from '@boldcall/shared/constants';
import { avatarResultSchema, type AvatarResult } from '@boldcall/shared/schemas/avatar';
import { currentUserSchema, type CurrentUser } from '@boldcall/shared/schemas/users';
import { api } from '@/lib/api-client';

export function generateAvatar(photo: File, style: AvatarStyle): Promise<AvatarResult> {
  const form = new FormData();
  form.append('style', style);
  form.append('image', photo, photo.name);
  return api.post('/generate-avatar', form, {
    schema: avatarResultSchema,
    timeoutMs: AVATAR_GENERATE_TIMEOUT_MS,
  });
}

export function setAvatar(avatarId: string): Promise<CurrentUser> {
  return api.put('/users/me/avatar', { avatarId }, { schema: currentUserSchema });
}
