// A recommendation's reasons in words (docs/rules.md#matchmaking): "Shares 2 categories: Cosmetics,
// Skin care", "Sells to your country", "Both speak Japanese", "An interpreter covers Korean–English"...
import type { TFunction } from 'i18next';
import type { MatchReasonDto } from '../../../core/schemas/recommendation.ts';

/** A country's name in `locale` for an ISO code; other text as it is. */
export function countryLabel(country: string, locale: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/**
 * One reason as a sentence for the reader, who is on side `side` (a buyer sees sellers: "Sells to
 * your country"; a seller sees buyers: "Buys from your country").
 */
export function reasonText(t: TFunction, reason: MatchReasonDto, side: 'buyer' | 'seller', locale: string): string {
  switch (reason.kind) {
    case 'categories':
      return t('recommendations.reason.categories', { count: reason.shared.length, list: reason.shared.join(', ') });
    case 'market': {
      const country = countryLabel(reason.country, locale);
      // `mine`: the country is theirs and in my markets; else mine and in theirs.
      if (reason.mine) return t(`recommendations.reason.market.mine.${side}`, { country });
      return t(`recommendations.reason.market.theirs.${side}`, { country });
    }
    case 'language':
      return t('recommendations.reason.language', { language: reason.language });
    case 'interpreter':
      return reason.myLanguage
        ? t('recommendations.reason.interpreter', { theirs: reason.language, mine: reason.myLanguage })
        : t('recommendations.reason.interpreterOne', { language: reason.language });
    case 'mutual_wish':
      return t('recommendations.reason.mutualWish');
    case 'they_wished':
      return t('recommendations.reason.theyWished');
    case 'industry':
      return t('recommendations.reason.industry', { industry: reason.industry });
  }
}
