import { cn } from '@/lib/cn';

// Sizes are a prop because cn() does not resolve conflicting classes (a caller's size-10 next
// to a base size-8 would be decided by stylesheet order).
const sizes = {
  xs: 'size-7 text-xs',
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-11 text-lg',
  /** The profile header. */
  xl: 'size-20 text-4xl sm:size-24 sm:text-5xl',
} as const;

type UserAvatarProps = {
  username: string;
  avatar?: string | null;
  /** null: the caller sets the size (and text size) in `className`. */
  size?: keyof typeof sizes | null;
  className?: string;
};

/** A player's picture, or their initial on a brand gradient when they have none. */
export function UserAvatar({ username, avatar, size = 'sm', className }: UserAvatarProps) {
  const sizeClasses = size ? sizes[size] : null;
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        loading="lazy"
        className={cn('shrink-0 rounded-full object-cover', sizeClasses, className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-brand-800 font-black text-white uppercase',
        sizeClasses,
        className,
      )}
    >
      {username.slice(0, 1)}
    </span>
  );
}
