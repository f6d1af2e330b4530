// A list of short texts added with the Add button or Enter: trimmed, blank ignored, removable.
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from './Button.tsx';
import { Input } from './Field.tsx';

interface TagInputProps {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  addLabel: string;
  removeLabel: (tag: string) => string;
}

export function TagInput({ label, value, onChange, placeholder, addLabel, removeLabel }: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (tag && !value.includes(tag)) onChange([...value, tag]);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add}>
          <Plus className="h-4 w-4" aria-hidden /> {addLabel}
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700 dark:bg-brand-600/20 dark:text-brand-100"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((t) => t !== tag))}
                aria-label={removeLabel(tag)}
                className="touch-target inline-flex items-center justify-center rounded-full p-0.5 hover:bg-brand-100 dark:hover:bg-brand-600/40"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
