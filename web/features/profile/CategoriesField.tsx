// Product categories (docs/rules.md#matchmaking): the categories of the person's projects as
// choices, and any other category typed in, so values a person already has stay theirs.
import { useTranslation } from 'react-i18next';
import { TagInput } from '../../components/ui/TagInput.tsx';

interface Props {
  value: string[];
  onChange: (next: string[]) => void;
  /** The categories of the person's projects; none: a free list only. */
  choices: readonly string[];
}

const key = (name: string) => name.trim().toLowerCase();

export function CategoriesField({ value, onChange, choices }: Props) {
  const { t } = useTranslation();
  const choiceKeys = new Set(choices.map(key));
  const has = new Set(value.map(key));
  const others = value.filter((v) => !choiceKeys.has(key(v)));
  const picked = value.filter((v) => choiceKeys.has(key(v)));
  const toggle = (choice: string) =>
    onChange(has.has(key(choice)) ? value.filter((v) => key(v) !== key(choice)) : [...value, choice]);
  const otherInput = (label: string) => (
    <TagInput
      label={label}
      value={others}
      onChange={(next) => onChange([...picked, ...next])}
      placeholder={t('profile.categoryPlaceholder')}
      addLabel={t('common.add')}
      removeLabel={(tag) => t('common.removeItem', { item: tag })}
    />
  );
  if (choices.length === 0) return otherInput(t('profile.fields.product_categories'));
  return (
    <div className="space-y-3">
      <fieldset data-testid="category-choices">
        <legend className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('profile.fields.product_categories')}
        </legend>
        <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">{t('profile.categoryChoicesHint')}</p>
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <label
              key={choice}
              className="touch-target inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 dark:border-slate-600 dark:text-slate-200 dark:has-[:checked]:bg-brand-600/20 dark:has-[:checked]:text-brand-100"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={has.has(key(choice))}
                onChange={() => toggle(choice)}
              />
              {choice}
            </label>
          ))}
        </div>
      </fieldset>
      {otherInput(t('profile.otherCategories'))}
    </div>
  );
}
