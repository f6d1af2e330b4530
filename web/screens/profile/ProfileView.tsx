import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCompany } from '../../../core/roles.ts';
import { countryName } from '../../../core/rules/countries.ts';
import { keepsLanguages } from '../../../core/rules/languages.ts';
import type { Profile } from '../../../core/schemas/profile.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { AttachmentsField } from '../../features/attachments/AttachmentsField.tsx';
import { formatDate } from '../../lib/format.ts';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">
            {value || <span className="text-slate-500 dark:text-slate-400">{t('common.notProvided')}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Chips({ items, empty, testId }: { items: string[]; empty: string; testId: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="blue">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

const money = (amount: number | null, currency: string, language: string) =>
  amount === null ? '' : new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);

/** The profile's sections; company sections for buyers and sellers only. */
export function ProfileView({ user }: { user: Profile }) {
  const { t, i18n } = useTranslation();
  const f = (name: string) => t(`profile.fields.${name}`);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Block title={t('profile.sections.basic')}>
        <Facts
          rows={[
            [f('full_name'), user.full_name],
            [f('email'), user.email],
            [
              f('role'),
              <Badge key="role" tone="blue">
                {t(`roles.${user.role}`)}
              </Badge>,
            ],
            [f('phone'), user.phone],
            [f('company_name'), user.company_name],
            [f('country'), user.country],
          ]}
        />
      </Block>
      {keepsLanguages(user.role) && (
        <Block title={t('profile.sections.languages')}>
          {user.languages.length ? (
            <ul className="flex flex-wrap gap-2" data-testid="profile-languages">
              {user.languages.map((l) => (
                <li key={l}>
                  <Badge tone="blue">{l}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('profile.noLanguages')}</p>
          )}
        </Block>
      )}
      {hasCompany(user.role) && (
        <>
          <Block title={t('profile.sections.company')}>
            <Facts
              rows={[
                [f('brand_name'), user.brand_name],
                [
                  f('website'),
                  user.website && (
                    <a
                      href={user.website}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="touch-target inline-flex max-w-full items-center break-all text-brand-700 underline dark:text-brand-100"
                    >
                      {user.website}
                    </a>
                  ),
                ],
                [f('ceo_name'), user.ceo_name],
                [
                  f('establishment_date'),
                  user.establishment_date && formatDate(user.establishment_date, i18n.language),
                ],
                [f('industry_type'), user.industry_type],
                [f('address'), user.address],
              ]}
            />
          </Block>
          <Block title={t('profile.sections.financial')}>
            <Facts
              rows={[
                [f('annual_revenue'), money(user.annual_revenue, user.annual_revenue_currency, i18n.language)],
                [f('has_export_experience'), user.has_export_experience ? t('common.yes') : t('common.no')],
                ...(user.has_export_experience
                  ? [
                      [
                        f('export_annual_revenue'),
                        money(user.export_annual_revenue, user.export_annual_revenue_currency, i18n.language),
                      ] as [string, ReactNode],
                    ]
                  : []),
              ]}
            />
          </Block>
          <Block title={t('profile.sections.matching')}>
            <h3 className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {f('product_categories')}
            </h3>
            <Chips items={user.product_categories} empty={t('profile.noCategories')} testId="profile-categories" />
            <h3 className="mt-4 mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {f('markets')}
            </h3>
            <Chips
              items={user.markets.map((code) => countryName(code, i18n.language))}
              empty={t('profile.noMarkets')}
              testId="profile-markets"
            />
            <div className="mt-4">
              <Facts rows={[[f('looking_for'), user.looking_for]]} />
            </div>
          </Block>
          <Block title={t('profile.sections.about')}>
            <Facts
              rows={[
                [f('company_introduction'), user.company_introduction],
                [f('brand_introduction'), user.brand_introduction],
              ]}
            />
          </Block>
          <Block title={t('profile.sections.attachments')}>
            <AttachmentsField attachments={user.attachments} />
          </Block>
          <Block title={t('profile.sections.description')}>
            <p className="text-sm whitespace-pre-wrap text-slate-900 dark:text-slate-100">
              {user.company_description || (
                <span className="text-slate-500 dark:text-slate-400">{t('common.notProvided')}</span>
              )}
            </p>
          </Block>
        </>
      )}
    </div>
  );
}
