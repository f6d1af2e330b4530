// Reading our calendars back with ical.js, an independent parser: what a calendar app would see.
import ICAL from 'ical.js';

export interface ReadEvent {
  uid: string;
  sequence: number;
  summary: string;
  location: string;
  description: string;
  status: string;
  url: string;
  /** The instants the app would place the event at, from DTSTART/DTEND through our VTIMEZONE. */
  start: string;
  end: string;
  /** The TZID the times name. */
  zone: string;
}

/** The calendar's properties and events. Only the VTIMEZONEs in the text are known while reading. */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    const events: ReadEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const value = (name: string) => String(component.getFirstPropertyValue(name) ?? '');
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        location: event.location ?? '',
        description: event.description ?? '',
        status: value('status'),
        url: value('url'),
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        zone: event.startDate.zone?.tzid ?? '',
      };
    });
    return {
      property: (name: string) => calendar.getFirstPropertyValue(name),
      zones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))),
      timezone: (tzid: string) => zones.find((z) => z.getFirstPropertyValue('tzid') === tzid),
      events,
    };
  } finally {
    ICAL.TimezoneService.reset();
  }
}

/** The UTC instant (ISO) ical.js gives a wall-clock time in the VTIMEZONE `component`. */
export function instantIn(component: ICAL.Component, local: string): string {
  const [date, time] = local.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const zone = new ICAL.Timezone(component);
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false }, zone)
    .toJSDate()
    .toISOString();
}
