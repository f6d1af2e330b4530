// A person in a report table: their name, and their company under it.
export function PersonName({ person }: { person: { full_name: string; company_name: string } }) {
  return (
    <span className="block min-w-0 break-words">
      <span className="block font-medium text-slate-900 dark:text-slate-100">{person.full_name}</span>
      {person.company_name && (
        <span className="block text-xs text-slate-600 dark:text-slate-400">{person.company_name}</span>
      )}
    </span>
  );
}
