import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { useCurrentUser } from '../../features/auth/api';

export interface PlaceholderProps {
  titleKey: string;
  adminTitleKey?: string;
  subtitleKey?: string;
  buyerSubtitleKey?: string;
  emptyTitleKey: string;
  emptyTextKey?: string;
  volunteerEmptyTextKey?: string;
}

/** A screen's title and its empty state, worded per role as SPEC.md words them. */
export function PlaceholderScreen(p: PlaceholderProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const role = user?.role;
  const title = role === 'admin' && p.adminTitleKey ? p.adminTitleKey : p.titleKey;
  const subtitle = role === 'buyer' && p.buyerSubtitleKey ? p.buyerSubtitleKey : p.subtitleKey;
  const emptyText = role === 'volunteer' && p.volunteerEmptyTextKey ? p.volunteerEmptyTextKey : p.emptyTextKey;
  return (
    <>
      <PageHeader title={t(title)} subtitle={subtitle && t(subtitle)} />
      <EmptyState title={t(p.emptyTitleKey)} text={emptyText && t(emptyText)} />
    </>
  );
}
