// The props of a small block headed by an icon and a title, with its text as children (a note,
// an empty chart, a step of a guide).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type TitledBlockProps = {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
};
