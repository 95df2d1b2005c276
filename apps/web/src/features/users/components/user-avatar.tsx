import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-8 text-sm ring-2',
  /** The profile header. */
  xl: 'size-20 text-4xl ring-4 sm:size-24 sm:text-5xl',
} as const;

type UserAvatarProps = {
  username: string;
  avatar?: string | null;
  size?: keyof typeof sizes;
  className?: string;
};

/** The user's picture, or their initial on a brand gradient when they have none. */
export function UserAvatar({ username, avatar, size = 'sm', className }: UserAvatarProps) {
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        className={cn('shrink-0 rounded-full object-cover ring-surface', sizes[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-brand-800 font-black text-white uppercase ring-surface',
        sizes[size],
        className,
      )}
    >
      {username.slice(0, 1)}
    </span>
  );
}
