// /travel: filled in by its issue.
import { PlaceholderScreen } from '../placeholder/PlaceholderScreen';

export function TravelScreen() {
  return (
    <PlaceholderScreen titleKey="travel.title" emptyTitleKey="travel.emptyTitle" emptyTextKey="travel.emptyText" />
  );
}

export { TravelScreen as Component };
