// /contracts/{id}: the printable contract, Print and back to the list.
// ?print=1 (the list's print shortcut) prints 500 ms after the contract has loaded.
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useContract } from '../../features/contracts/api.ts';
import { ApiError } from '../../lib/api.ts';
import { ContractDocument } from './ContractDocument.tsx';

/** The print delay from the contracts list. */
export const PRINT_DELAY_MS = 500;

// A clean one-contract page: no top bar, sidebar or buttons; no layout padding; black on white.
const PRINT_CSS = `@media print {
  aside, .no-print { display: none !important; }
  #main { padding: 0 !important; }
  html, body { background: #fff !important; }
  .contract-print, .contract-print * { color: #000 !important; background: transparent !important; border-color: #cbd5e1 !important; }
  @page { margin: 16mm; }
}`;

const notFoundError = (err: unknown) => err instanceof ApiError && [400, 404].includes(err.status);

export function ContractDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const contract = useContract(id);
  const printWanted = params.get('print') === '1';
  const loaded = !!contract.data;
  const alerted = useRef(false);

  useEffect(() => {
    if (!printWanted || !loaded) return;
    const timer = window.setTimeout(() => {
      // Drop ?print so a reload or Back does not print again.
      setParams({}, { replace: true });
      window.print();
    }, PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [printWanted, loaded, setParams]);

  const missing = contract.isError && notFoundError(contract.error);
  useEffect(() => {
    if (!missing || alerted.current) return;
    alerted.current = true;
    window.alert(t('contracts.notFound'));
    navigate('/contracts', { replace: true });
  }, [missing, navigate, t]);

  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to="/contracts"
          className="touch-target inline-flex items-center gap-1 rounded text-sm text-slate-600 hover:underline dark:text-slate-400"
          data-testid="contract-back"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('contracts.back')}
        </Link>
        {contract.data && (
          <Button variant="secondary" onClick={() => window.print()} data-testid="contract-print-button">
            <Printer className="h-4 w-4" aria-hidden />
            {t('contracts.print')}
          </Button>
        )}
      </div>
      {contract.isPending && <Loading label={t('contracts.loadingOne')} />}
      {contract.isError && !missing && (
        <LoadError message={t('contracts.loadDetailError')} onRetry={() => contract.refetch()} />
      )}
      {contract.data && <ContractDocument contract={contract.data} />}
    </>
  );
}

export { ContractDetailScreen as Component };
