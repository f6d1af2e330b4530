// A meeting request as the API shows it: the request joined with its project and people, read
// by the routes that list and answer requests and by the webhook events of requests
// (docs/rules.md#meeting-requests, docs/decisions/049-webhooks.md), in one shape.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MeetingRequest } from '../../core/schemas/meeting-request.ts';
import type { Db } from '../db/client.ts';
import { preparedPer } from '../db/prepared.ts';
import { meetingRequests, profiles, projects } from '../db/schema.ts';
import { presentMeetingRequest } from '../presenters/meeting-request.ts';
import { personFields } from '../presenters/person.ts';
import { type Keyed, keysetAfter, keysetColumns, keysetOrder, type PageRequest, type SortKey } from './keyset.ts';

const requester = alias(profiles, 'requester');
const target = alias(profiles, 'target');
const sender = alias(profiles, 'sender');
const answerer = alias(profiles, 'answerer');

const REQUEST_ORDER: SortKey[] = [
  { expr: meetingRequests.createdAt, dir: 'desc', type: 'timestamptz' },
  { expr: meetingRequests.id, dir: 'desc', type: 'uuid' },
];

/**
 * The select of requests matching `where`, newest first, with their project and people; those
 * after `cursor` when given (docs/decisions/041-bounded-lists.md).
 */
function requestsQuery(db: Db, where?: SQL, cursor?: string) {
  return db
    .select({
      ...keysetColumns(REQUEST_ORDER),
      r: meetingRequests,
      project: { id: projects.id, name: projects.name },
      requester: personFields(requester),
      target: personFields(target),
      sentBy: { id: sender.id, full_name: sender.fullName },
      answeredBy: { id: answerer.id, full_name: answerer.fullName },
    })
    .from(meetingRequests)
    .innerJoin(projects, eq(projects.id, meetingRequests.projectId))
    .innerJoin(requester, eq(requester.id, meetingRequests.requesterId))
    .innerJoin(target, eq(target.id, meetingRequests.targetId))
    .leftJoin(sender, eq(sender.id, meetingRequests.sentBy))
    .leftJoin(answerer, eq(answerer.id, meetingRequests.answeredBy))
    .where(and(where, keysetAfter(REQUEST_ORDER, cursor)))
    .orderBy(...keysetOrder(REQUEST_ORDER))
    .$dynamic();
}

/** Requests matching `where`, newest first, in the API's shape; one page of them when `page` is given. */
export async function listRequests(db: Db, where?: SQL, page?: PageRequest): Promise<(MeetingRequest & Keyed)[]> {
  const query = requestsQuery(db, where, page?.cursor);
  const rows = await (page ? query.limit(page.limit + 1) : query);
  return rows.map((row) => ({ ...presentMeetingRequest(row), keyset: row.keyset }));
}

// Every write of a request reads it back: prepared once per connection (docs/decisions/010).
const byIdStatement = preparedPer((db: Db) =>
  requestsQuery(db, eq(meetingRequests.id, sql.placeholder('id'))).prepare('meeting_request_by_id'),
);

/** The request with this id in the API's shape, unfiltered: for reading back what the caller just wrote. */
export async function requestById(db: Db, id: string) {
  const [row] = await byIdStatement(db).execute({ id });
  return row && presentMeetingRequest(row);
}

/** One request matching `where` and the id, or undefined. */
export async function findRequest(db: Db, id: string, where?: SQL) {
  const [row] = await listRequests(db, and(eq(meetingRequests.id, id), where));
  return row;
}
