import type { PageProps } from '../../../app/pages';
import { Page } from '../../../ui/page';

/** Placeholder while this screen is being built. */
export function InstitutionPage({ title }: PageProps) {
  return <Page title={title} />;
}
