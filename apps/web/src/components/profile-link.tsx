// A player's name as a link to their public profile.
import { profilePath } from '@boldcall/shared/routes';
import { Link } from 'react-router';

export function ProfileLink({ username, className }: { username: string; className?: string }) {
  return (
    <Link to={profilePath(username)} className={className}>
      {username}
    </Link>
  );
}
