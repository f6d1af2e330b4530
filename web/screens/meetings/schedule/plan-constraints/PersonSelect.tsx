// A labelled choice of one buyer or seller of the project, "Choose…" until one is picked.
import { useTranslation } from 'react-i18next';
import { Field, Select } from '../../../../components/ui/Field.tsx';
import { type Person, personName } from './people.ts';

export function PersonSelect({
  label,
  people,
  value,
  onChange,
  testId,
}: {
  label: string;
  people: Person[];
  value: string;
  onChange: (id: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label}>
      {(field) => (
        <Select {...field} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          <option value="">{t('planConstraints.choose')}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {personName(p)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
