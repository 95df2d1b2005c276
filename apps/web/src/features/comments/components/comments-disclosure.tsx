// "Comments (n)" at the foot of a feed card, opening the call's thread in place. The thread's
// home is the call's page; this is how the feed reaches it until that page exists.
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CommentThread } from './comment-thread';

export function CommentsDisclosure({ prediction }: { prediction: Prediction }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border-t border-line pt-3">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        Comments ({prediction.commentCount})
      </Button>
      {open ? (
        <div id={id} className="mt-3">
          <CommentThread prediction={prediction} />
        </div>
      ) : null}
    </div>
  );
}
