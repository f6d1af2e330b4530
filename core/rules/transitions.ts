// The one mechanism behind every status that actions move (meetings, transactions, volunteer
// assignments): each action moves a record from exactly one status to another. The server changes
// rows by these tables and the web offers buttons by them, so both read the same table.

/** The move an action makes: the only status it may start from and the status it leaves. */
export interface Transition<S extends string> {
  from: S;
  to: S;
}

/** An entity's actions, each with its one move. */
export type Transitions<A extends string, S extends string> = Readonly<Record<A, Readonly<Transition<S>>>>;

/** The actions of a table, in the order the table lists them. */
export function actionsOf<A extends string>(table: Transitions<A, string>): A[] {
  return Object.keys(table) as A[];
}

/** True when `action` may be taken on a record in `status`. */
export function canTransition<A extends string, S extends string>(
  table: Transitions<A, S>,
  status: S,
  action: A,
): boolean {
  return table[action].from === status;
}

/** The status `action` moves a record in `status` to, or null when the action may not be taken then. */
export function nextStatus<A extends string, S extends string>(
  table: Transitions<A, S>,
  status: S,
  action: A,
): S | null {
  return canTransition(table, status, action) ? table[action].to : null;
}

/** The actions that may be taken on a record in `status`, in the table's order. */
export function actionsFrom<A extends string, S extends string>(table: Transitions<A, S>, status: S): A[] {
  return actionsOf(table).filter((action) => canTransition(table, status, action));
}
