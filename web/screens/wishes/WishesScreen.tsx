// /projects/:id/wishes: filled in by its issue.
import { PlaceholderScreen } from '../placeholder/PlaceholderScreen';

export function WishesScreen() {
  return <PlaceholderScreen titleKey="wishes.title" emptyTitleKey="wishes.emptyTitle" />;
}

export { WishesScreen as Component };
