// One person in a directory: name, company, country, email and phone, the first 3 product
// categories plus '+N' (buyers and sellers) or languages (interpreters), and the admin's actions.
// Buyers and sellers also show the languages they speak, and the other side's "Want to meet".
import { Building2, Languages, Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../core/schemas/profile.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { WantToMeetButton } from '../../features/wishes/WantToMeetButton.tsx';

/** Cards show the first 3 categories plus '+N'. */
const SHOWN_CATEGORIES = 3;

function Line({ icon: Icon, children }: { icon: typeof Mail; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

function Chips({ items, more }: { items: string[]; more?: number }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge tone="blue">{item}</Badge>
        </li>
      ))}
      {!!more && (
        <li>
          <Badge>{t('people.more', { count: more })}</Badge>
        </li>
      )}
    </ul>
  );
}

interface Props {
  person: Profile;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function PersonCard({ person, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const categories = person.product_categories;
  const isInterpreter = person.role === 'interpreter';
  const { user } = useCurrentUser();
  // A buyer looking at a seller, or a seller at a buyer.
  const mayWish =
    (user?.role === 'buyer' && person.role === 'seller') || (user?.role === 'seller' && person.role === 'buyer');
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-5" data-testid="person-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold wrap-anywhere text-slate-900 dark:text-white">{person.full_name}</h2>
          {!person.is_active && (
            <div className="mt-1">
              <Badge tone="red">{t('people.inactive')}</Badge>
            </div>
          )}
        </div>
        {(onEdit || onDelete) && (
          <div className="-mt-1 -mr-2 flex shrink-0">
            {onEdit && (
              <IconButton label={t('people.editItem', { name: person.full_name })} onClick={onEdit}>
                <Pencil className="h-4 w-4" aria-hidden />
              </IconButton>
            )}
            {onDelete && person.is_active && (
              <IconButton label={t('people.deleteItem', { name: person.full_name })} tone="danger" onClick={onDelete}>
                <Trash2 className="h-4 w-4" aria-hidden />
              </IconButton>
            )}
          </div>
        )}
      </div>
      <ul className="space-y-1.5 text-sm text-slate-600 dark:text-slate-400">
        {person.company_name && <Line icon={Building2}>{person.company_name}</Line>}
        {person.country && <Line icon={MapPin}>{person.country}</Line>}
        <Line icon={Mail}>
          <a
            href={`mailto:${person.email}`}
            className="touch-target block truncate hover:underline pointer-coarse:leading-11"
          >
            {person.email}
          </a>
        </Line>
        {person.phone && <Line icon={Phone}>{person.phone}</Line>}
        {!isInterpreter && person.languages.length > 0 && (
          <Line icon={Languages}>{t('wishes.languages', { list: person.languages.join(', ') })}</Line>
        )}
      </ul>
      {isInterpreter
        ? person.languages.length > 0 && <Chips items={person.languages} />
        : categories.length > 0 && (
            <Chips
              items={categories.slice(0, SHOWN_CATEGORIES)}
              more={Math.max(0, categories.length - SHOWN_CATEGORIES)}
            />
          )}
      {mayWish && person.is_active && (
        <div className="mt-auto pt-1">
          <WantToMeetButton person={person} />
        </div>
      )}
    </Card>
  );
}
