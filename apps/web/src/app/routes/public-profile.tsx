import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PublicProfileRoute() {
  const { username = '' } = useParams();
  useDocumentTitle(username);
  return <PageHeader eyebrow="Player" title={username} />;
}
