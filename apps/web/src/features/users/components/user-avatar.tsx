import { cn } from '@/lib/cn';

type UserAvatarProps = { username: string; avatar?: string | null; className?: string };

/** The user's picture, or their initial on a brand gradient when they have none. */
export function UserAvatar({ username, avatar, className }: UserAvatarProps) {
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        className={cn('size-8 shrink-0 rounded-full object-cover ring-2 ring-surface', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-brand-800 text-sm font-black text-white uppercase ring-2 ring-surface',
        className,
      )}
    >
      {username.slice(0, 1)}
    </span>
  );
}
