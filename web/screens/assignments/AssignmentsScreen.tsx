// /assignments: filled in by its issue.
import { PlaceholderScreen } from '../placeholder/PlaceholderScreen';

export function AssignmentsScreen() {
  return (
    <PlaceholderScreen
      titleKey="assignments.titleMine"
      adminTitleKey="assignments.titleAdmin"
      emptyTitleKey="assignments.emptyTitle"
      emptyTextKey="assignments.emptyTextOthers"
      volunteerEmptyTextKey="assignments.emptyTextVolunteer"
    />
  );
}

export { AssignmentsScreen as Component };
