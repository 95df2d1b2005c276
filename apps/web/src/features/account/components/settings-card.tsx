// The card every part of Profile › Account sits in: a titled region with an icon and a
// description.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function SettingsCard({
  icon: Icon,
  danger = false,
  title,
  description,
  children,
  labelledBy,
}: {
  icon: LucideIcon;
  /** The card that deletes the account: its icon in the danger colour. */
  danger?: boolean;
  title: string;
  description: string;
  children: ReactNode;
  labelledBy: string;
}) {
  return (
    <Card aria-labelledby={labelledBy} role="region">
      <CardHeader>
        <CardTitle id={labelledBy} className="flex items-center gap-2">
          <Icon
            aria-hidden
            className={danger ? 'size-5 text-danger-ink' : 'size-5 text-ink-muted'}
          />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
