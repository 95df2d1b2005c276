import { cn } from '@/lib/cn';

type PlayerAvatarProps = { username: string; avatar: string | null; className?: string };

/** A player's picture, or their initial on a brand gradient when they have none. */
export function PlayerAvatar({ username, avatar, className }: PlayerAvatarProps) {
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        loading="lazy"
        className={cn('size-10 shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-brand-800 font-black text-white uppercase',
        className,
      )}
    >
      {username.slice(0, 1)}
    </span>
  );
}
