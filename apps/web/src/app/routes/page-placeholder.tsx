import type { LucideIcon } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

type SectionPageProps = { title: string; description: string; eyebrow?: string; icon?: LucideIcon };

/** A page whose content arrives with its feature: heading and one line, nothing invented. */
export function SectionPage({ title, description, eyebrow, icon }: SectionPageProps) {
  useDocumentTitle(title);
  return <PageHeader title={title} description={description} eyebrow={eyebrow} icon={icon} />;
}
