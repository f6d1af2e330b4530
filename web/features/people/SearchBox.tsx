// The directory search box; the list follows the deferred value, so typing stays responsive.
import { Search } from 'lucide-react';
import { Input } from '../../components/ui/Field.tsx';

export function SearchBox({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <div className="relative mb-6 max-w-xl">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        className="pl-9"
        data-testid="people-search"
      />
    </div>
  );
}
