// The seller's Request Meeting and Register Transaction buttons; each opens its feature's modal,
// loaded only when first opened.
import { ArrowLeftRight, CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';

const RequestMeetingModal = lazy(() =>
  import('../../features/meeting-requests/RequestMeetingModal.tsx').then((m) => ({ default: m.RequestMeetingModal })),
);
const RegisterTransactionModal = lazy(() =>
  import('../../features/transactions/RegisterTransactionModal.tsx').then((m) => ({
    default: m.RegisterTransactionModal,
  })),
);

export function SellerActions() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'request' | 'transaction' | null>(null);
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <>
      <Button onClick={() => setOpen('request')}>
        <CalendarPlus className="h-4 w-4" aria-hidden />
        {t('dashboard.requestMeeting')}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('transaction')}>
        <ArrowLeftRight className="h-4 w-4" aria-hidden />
        {t('dashboard.registerTransaction')}
      </Button>
      <Suspense fallback={null}>
        {open === 'request' && <RequestMeetingModal open onOpenChange={onOpenChange} />}
        {open === 'transaction' && <RegisterTransactionModal open onOpenChange={onOpenChange} />}
      </Suspense>
    </>
  );
}
