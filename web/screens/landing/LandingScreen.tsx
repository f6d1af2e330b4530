// The public home page: sign-in link, hero, counters, features, call to action.
import { ArrowRight, BarChart3, CalendarCheck, FileSignature, Globe2, Languages, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/layout/LanguageSwitcher.tsx';
import { ThemeToggle } from '../../components/layout/ThemeToggle.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { countersOf, MARKETING_COUNTERS, usePublicTotals } from '../../features/landing/counters.ts';

const FEATURES = [
  { icon: CalendarCheck, key: 'scheduling' },
  { icon: Users, key: 'matching' },
  { icon: Languages, key: 'interpreters' },
  { icon: BarChart3, key: 'deals' },
  { icon: FileSignature, key: 'contracts' },
  { icon: Globe2, key: 'languages' },
];

export function LandingScreen() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const totals = usePublicTotals();
  // Until the server answers, the marketing figures hold the space unseen, so nothing jumps.
  const counters = totals.data ? countersOf(totals.data.totals, i18n.language) : MARKETING_COUNTERS;
  const countersShown = !totals.isPending;
  const entry = user
    ? { to: '/dashboard', label: t('landing.goToDashboard') }
    : { to: '/login', label: t('landing.signIn') };
  return (
    <div className="min-h-screen bg-white dark:bg-slate-950">
      <header className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <span className="text-lg font-bold text-slate-900 dark:text-white">{t('app.name')}</span>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
          <Link to={entry.to} className={buttonClass('primary', 'sm')} data-testid="landing-sign-in">
            {entry.label}
          </Link>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-20 text-center dark:from-slate-900 dark:to-slate-950">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
            {t('app.tagline')}
          </p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {t('landing.heroTitle')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t('landing.heroText')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={entry.to} className={buttonClass('primary', 'lg')}>
              {t('landing.getStarted')} <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </div>
        </section>

        <section
          aria-label={t('landing.statsLabel')}
          className="mx-auto grid max-w-5xl grid-cols-2 gap-6 px-4 py-12 md:grid-cols-4"
        >
          {counters.map((c) => (
            <div key={c.key} className={countersShown ? 'text-center' : 'invisible text-center'}>
              <p className="text-3xl font-extrabold text-brand-700 dark:text-brand-100">{c.value}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(c.key)}</p>
            </div>
          ))}
        </section>

        <section className="mx-auto max-w-6xl px-4 py-12">
          <h2 className="text-center text-2xl font-bold text-slate-900 dark:text-white">
            {t('landing.featuresTitle')}
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, key }) => (
              <div key={key} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800 dark:bg-slate-900">
                <Icon className="h-8 w-8 text-brand-600 dark:text-brand-500" aria-hidden />
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">
                  {t(`landing.features.${key}.title`)}
                </h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(`landing.features.${key}.text`)}</p>
              </div>
            ))}
          </div>
        </section>

        <section className="px-4 py-16">
          <div className="mx-auto max-w-4xl rounded-2xl bg-brand-700 px-6 py-12 text-center text-white">
            <h2 className="text-2xl font-bold">{t('landing.ctaTitle')}</h2>
            <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('landing.ctaText')}</p>
            <Link
              to={entry.to}
              className="mt-6 inline-flex h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('landing.ctaButton')}
            </Link>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <p>
          © {new Date().getFullYear()} {t('app.name')} · {t('app.tagline')}
        </p>
      </footer>
    </div>
  );
}
