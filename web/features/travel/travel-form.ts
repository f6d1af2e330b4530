// The travel form's values and how they become the API's input: times are typed as the venue's wall
// clock (the project's time zone, or the browser's without a project) and sent as instants.
import { instantToZoned, zonedToInstant } from '../../../core/rules/time.ts';
import type { Travel, TravelInputValues, TravelOptions } from '../../../core/schemas/travel.ts';

/** The form holds 'YYYY-MM-DDTHH:mm' wall-clock texts where the API takes instants. */
export type TravelFormValues = Omit<TravelInputValues, 'arrival_time' | 'departure_time'> & {
  arrival_time: string;
  departure_time: string;
};

export const EMPTY_TRAVEL: TravelFormValues = {
  user_id: '',
  project_id: '',
  flight_no: '',
  arrival_time: '',
  departure_time: '',
  hotel_name: '',
  hotel_address: '',
  notes: '',
};

/** The browser's own time zone. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone the form's times are in: the chosen project's, else the browser's. */
export function formZone(projectId: string | null | undefined, projects: TravelOptions['projects']) {
  return projects.find((p) => p.id === projectId)?.time_zone ?? browserZone();
}

/** A record as the form shows it, its times on the wall clock of `zone`. */
export function formValuesOf(t: Travel, zone: string): TravelFormValues {
  return {
    user_id: t.user.id,
    project_id: t.project?.id ?? '',
    flight_no: t.flight_no,
    arrival_time: t.arrival_time ? instantToZoned(t.arrival_time, zone) : '',
    departure_time: t.departure_time ? instantToZoned(t.departure_time, zone) : '',
    hotel_name: t.hotel_name,
    hotel_address: t.hotel_address,
    notes: t.notes,
  };
}

/** The API's input from the form; a time that is not a wall-clock text stays as typed, for the schema to refuse. */
export function toTravelInput(values: TravelFormValues, zone: string): TravelInputValues {
  const instant = (local: string) => (local ? (zonedToInstant(local, zone) ?? local) : '');
  return { ...values, arrival_time: instant(values.arrival_time), departure_time: instant(values.departure_time) };
}
