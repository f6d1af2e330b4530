// /interpreter-notes: filled in by its issue.
import { PlaceholderScreen } from '../placeholder/PlaceholderScreen';

export function InterpreterNotesScreen() {
  return (
    <PlaceholderScreen
      titleKey="interpreterNotes.title"
      emptyTitleKey="interpreterNotes.emptyTitle"
      emptyTextKey="interpreterNotes.emptyText"
    />
  );
}

export { InterpreterNotesScreen as Component };
