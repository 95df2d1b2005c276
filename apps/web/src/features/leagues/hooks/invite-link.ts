// The invite link of a league (docs/rules/leagues.md "Joining"): the Leagues page with the code,
// which opens the Join League dialog filled in (sign-up first for visitors).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const JOIN_PARAM = 'join';

export function inviteLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/leagues?${JOIN_PARAM}=${encodeURIComponent(code)}`;
}

/** The code of the invite link being followed (from the address), and a way to drop it. */
export function useJoinCodeParam() {
  const [params, setParams] = useSearchParams();
  const code = params.get(JOIN_PARAM);
  const clear = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(JOIN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return { code, clear };
}
