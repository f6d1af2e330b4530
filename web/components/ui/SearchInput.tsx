// A search field with its magnifier, named for screen readers by its label (also its placeholder
// unless one is given). Lists, directories and pickers share it.
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Input } from './Field.tsx';

export function SearchInput({
  value,
  onChange,
  label,
  placeholder = label,
  className,
  maxLength,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  /** Classes of the wrapper (its width and spacing). */
  className?: string;
  maxLength?: number;
  testId?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
        maxLength={maxLength}
        data-testid={testId}
      />
    </div>
  );
}
