// Spoken languages (docs/rules.md#interpreters): added through the 'Enter language:' prompt (trimmed, blank
// ignored), shown as removable chips.
import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Input } from '../../components/ui/Field.tsx';

export function LanguagesField({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [prompting, setPrompting] = useState(false);
  const [draft, setDraft] = useState('');
  const close = () => {
    setPrompting(false);
    setDraft('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const language = draft.trim();
    if (language && !value.includes(language)) onChange([...value, language]);
    close();
  };
  return (
    <div className="space-y-2">
      {/* The section around this field is titled Languages; the button needs no second label. */}
      <div>
        <Button variant="secondary" size="sm" onClick={() => setPrompting(true)} data-testid="add-language">
          <Plus className="h-4 w-4" aria-hidden /> {t('people.addLanguage')}
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('people.noLanguages')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {value.map((language) => (
            <li
              key={language}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700 dark:bg-brand-600/20 dark:text-brand-100"
            >
              {language}
              <button
                type="button"
                onClick={() => onChange(value.filter((l) => l !== language))}
                aria-label={t('common.removeItem', { item: language })}
                className="rounded-full p-0.5 hover:bg-brand-100 dark:hover:bg-brand-600/40"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={prompting}
        onOpenChange={(open) => (open ? setPrompting(true) : close())}
        title={t('people.enterLanguage')}
        size="sm"
      >
        {/* A form of its own: Enter adds the language without submitting the person form around it. */}
        <form onSubmit={submit} className="space-y-4">
          <label htmlFor={inputId} className="sr-only">
            {t('people.enterLanguage')}
          </label>
          <Input
            id={inputId}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            autoFocus
            data-testid="language-input"
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" data-testid="language-ok">
              {t('common.add')}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
