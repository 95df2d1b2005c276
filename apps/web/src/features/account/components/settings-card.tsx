// The card every part of Profile › Account sits in: a titled region with an icon and a
// description.
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function SettingsCard({
  icon,
  title,
  description,
  children,
  labelledBy,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  labelledBy: string;
}) {
  return (
    <Card aria-labelledby={labelledBy} role="region">
      <CardHeader>
        <CardTitle id={labelledBy} className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
