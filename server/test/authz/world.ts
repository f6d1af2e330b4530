// The world of the authorization matrix: the callers (signed in once per file) and, built afresh
// for each group of calls, one record of each kind owned by known callers (see CALLERS in
// server/routes/access-rules.ts for who owns what).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../../core/roles.ts';
import { attachmentUrl } from '../../../core/rules/attachments.ts';
import { createSession } from '../../auth/sessions.ts';
import {
  blockedTimeSlots,
  contracts,
  conversationMessages,
  conversationThreads,
  interpreterNotes,
  meetingRequests,
  meetingTables,
  meetingVoiceNotes,
  meetingWishes,
  messageReports,
  notifications,
  profiles,
  transactions,
  travelInfo,
  users,
  volunteerAssignments,
} from '../../db/schema.ts';
import type { Caller, SignedInCaller } from '../../routes/access-rules.ts';
import { pdfBytes } from '../attachment-factories.ts';
import { addParticipant, makeMeeting, makeProject, makeUser } from '../factories.ts';
import type { TestApp } from '../harness.ts';
import { webmBytes } from '../voice-note-factories.ts';

const ROLE_OF: Record<SignedInCaller, Role> = {
  admin: 'admin',
  buyer: 'buyer',
  seller: 'seller',
  interpreter: 'interpreter',
  volunteer: 'volunteer',
  buyer2: 'buyer',
  seller2: 'seller',
  interpreter2: 'interpreter',
  volunteer2: 'volunteer',
  outsider: 'buyer',
};

export type Person = Awaited<ReturnType<typeof makeUser>>['profile'] & { email: string; cookie: string };
export type People = Record<SignedInCaller, Person>;

/** One account per signed-in caller, each with a session; companies for buyers and sellers. */
export async function makePeople(app: TestApp): Promise<People> {
  const tag = randomBytes(3).toString('hex');
  const entries = await Promise.all(
    (Object.keys(ROLE_OF) as SignedInCaller[]).map(async (caller) => {
      const role = ROLE_OF[caller];
      const hasCompany = role === 'buyer' || role === 'seller';
      const { profile, email } = await makeUser(app, {
        role,
        fullName: `Matrix ${caller}`,
        companyName: hasCompany ? `Matrix ${caller} Co ${tag}` : '',
      });
      return [caller, { ...profile, email, cookie: await cookieFor(app, profile.id) }] as const;
    }),
  );
  return Object.fromEntries(entries) as People;
}

/** A fresh session cookie for a user, without the cost of a sign-in. */
export async function cookieFor(app: TestApp, userId: string) {
  const { token } = await createSession(app.db, userId, 1);
  return `sid=${token}`;
}

/** The Cookie header of a caller ('' for anonymous). */
export const cookieOf = (people: People, caller: Caller) => (caller === 'anonymous' ? '' : people[caller].cookie);

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** A recipe's path parameters naming one record of the world: `id((w) => w.meeting)`. */
export const id = (pick: (w: World) => { id: string }) => (w: World) => ({ id: pick(w).id });

/**
 * An active project (2030-05-01..03) everyone but the outsider takes part in, with: the confirmed
 * meeting of buyer and seller with interpreter (and one of buyer2, seller2, interpreter2), the
 * seller's pending request to the buyer, their agreed deal and contract, the buyer's travel,
 * wish, notification, attachment and voice note on the meeting, the interpreter's note on it, the
 * volunteer's assigned task, a blocked slot, and a spare seller account for the admin to manage.
 */
export async function buildWorld(app: TestApp, p: People) {
  const project = await makeProject(app, { location: 'Hall A' });
  const inProject = (
    ['buyer', 'seller', 'interpreter', 'volunteer', 'buyer2', 'seller2', 'interpreter2', 'volunteer2'] as const
  ).map((c) => addParticipant(app, project.id, p[c]));
  const participants = await Promise.all(inProject);
  const buyer2Participant = participants[4];
  const meeting = await makeMeeting(app, {
    projectId: project.id,
    buyerId: p.buyer.id,
    sellerId: p.seller.id,
    interpreterId: p.interpreter.id,
    status: 'confirmed',
  });
  const otherMeeting = await makeMeeting(app, {
    projectId: project.id,
    buyerId: p.buyer2.id,
    sellerId: p.seller2.id,
    interpreterId: p.interpreter2.id,
    startTime: '10:00',
    endTime: '11:00',
    status: 'confirmed',
  });
  const [request] = await app.db
    .insert(meetingRequests)
    .values({
      projectId: project.id,
      requesterId: p.seller.id,
      requesterRole: 'seller',
      targetId: p.buyer.id,
      targetRole: 'buyer',
      preferredDate: '2030-05-02',
      preferredTimeStart: '11:00',
      preferredTimeEnd: '12:00',
      purpose: 'Samples',
    })
    .returning();
  const [deal] = await app.db
    .insert(transactions)
    .values({
      projectId: project.id,
      buyerId: p.buyer.id,
      sellerId: p.seller.id,
      productService: 'Green tea',
      estimatedValue: 1000,
      status: 'agreed',
    })
    .returning();
  const [contract] = await app.db
    .insert(contracts)
    .values({
      contractNumber: `M-${randomBytes(6).toString('hex')}`,
      title: 'Supply',
      buyerCompany: p.buyer.companyId as string,
      sellerCompany: p.seller.companyId as string,
      buyerId: p.buyer.id,
      sellerId: p.seller.id,
      projectId: project.id,
      productService: 'Green tea',
      contractDate: '2030-05-02',
    })
    .returning();
  const [travel] = await app.db
    .insert(travelInfo)
    .values({ userId: p.buyer.id, projectId: project.id, flightNo: 'KE001', hotelName: 'Hotel' })
    .returning();
  const [assignment] = await app.db
    .insert(volunteerAssignments)
    .values({ volunteerId: p.volunteer.id, projectId: project.id, taskType: 'Guide', assignedDate: '2030-05-01' })
    .returning();
  const [note] = await app.db
    .insert(interpreterNotes)
    .values({ meetingId: meeting.id, interpreterId: p.interpreter.id, content: 'Price agreed' })
    .returning();
  const audioPath = `voice-notes/${meeting.id}/${Date.now()}-${randomBytes(4).toString('hex')}.webm`;
  await app.storage.put(audioPath, webmBytes(), 'audio/webm');
  const [voiceNote] = await app.db
    .insert(meetingVoiceNotes)
    .values({
      meetingId: meeting.id,
      userId: p.buyer.id,
      audioPath,
      durationSeconds: 5,
      transcriptStatus: 'unavailable',
    })
    .returning();
  const [wish] = await app.db
    .insert(meetingWishes)
    .values({ projectId: project.id, userId: p.buyer.id, targetId: p.seller.id, priority: 'must' })
    .returning();
  const [notification] = await app.db
    .insert(notifications)
    .values({ userId: p.buyer.id, titleKey: 'matrix.title', messageKey: 'matrix.message' })
    .returning();
  const attachmentKey = `${p.buyer.id}/${Date.now()}-${randomBytes(6).toString('hex')}/catalogue.pdf`;
  await app.storage.put(attachmentKey, pdfBytes(), 'application/pdf');
  await app.db
    .update(profiles)
    .set({ attachments: [attachmentUrl(attachmentKey)] })
    .where(eq(profiles.id, p.buyer.id));
  const [blocked] = await app.db
    .insert(blockedTimeSlots)
    .values({ projectId: project.id, date: '2030-05-03', slotNumber: 5 })
    .returning();
  const [table] = await app.db
    .insert(meetingTables)
    .values({ projectId: project.id, name: 'M-1', position: 1 })
    .returning();
  const spare = await spareSeller(app);
  const talk = await conversationsOf(app, project.id, p);
  return {
    ...talk,
    project,
    buyer2Participant,
    meeting,
    otherMeeting,
    request,
    deal,
    contract,
    travel,
    assignment,
    note,
    voiceNote,
    wish,
    notification,
    attachmentKey,
    blocked,
    table,
    sellerParticipant: participants[1],
    spare,
  };
}

/**
 * The buyer's and the seller's thread holding the seller's message with a PDF (reported by the
 * buyer), and the buyer's help desk holding the buyer's question.
 */
async function conversationsOf(app: TestApp, projectId: string, p: People) {
  const [thread] = await app.db
    .insert(conversationThreads)
    .values({ projectId, kind: 'pair', buyerId: p.buyer.id, sellerId: p.seller.id })
    .returning();
  const fileKey = `conversations/${thread.id}/${Date.now()}-${randomBytes(6).toString('hex')}/offer.pdf`;
  await app.storage.put(fileKey, pdfBytes(), 'application/pdf');
  const [message] = await app.db
    .insert(conversationMessages)
    .values({
      threadId: thread.id,
      authorId: p.seller.id,
      body: 'Our offer',
      fileKey,
      fileName: 'offer.pdf',
      fileSize: pdfBytes().length,
      fileType: 'application/pdf',
    })
    .returning();
  const [report] = await app.db
    .insert(messageReports)
    .values({ messageId: message.id, reporterId: p.buyer.id, reason: 'Spam' })
    .returning();
  const [helpDesk] = await app.db
    .insert(conversationThreads)
    .values({ projectId, kind: 'help', personId: p.buyer.id })
    .returning();
  const [question] = await app.db
    .insert(conversationMessages)
    .values({ threadId: helpDesk.id, authorId: p.buyer.id, body: 'Where is hall C?' })
    .returning();
  return { thread, message, report, helpDesk, question };
}

/** A seller account nobody signs in as, for the admin's directory and user management calls. */
async function spareSeller(app: TestApp) {
  const email = `spare-${randomBytes(4).toString('hex')}@example.test`;
  const [user] = await app.db.insert(users).values({ email, passwordHash: 'none' }).returning();
  const [profile] = await app.db
    .insert(profiles)
    .values({ id: user.id, email, fullName: 'Spare Seller', role: 'seller' })
    .returning();
  return profile;
}

/**
 * The records of a world and the signed-in callers who may see each (admins see all): no other
 * caller's answer may contain their ids.
 */
export function secretsOf(w: World): { id: string; what: string; seenBy: SignedInCaller[] }[] {
  return [
    { id: w.meeting.id, what: 'meeting', seenBy: ['buyer', 'seller', 'interpreter'] },
    { id: w.otherMeeting.id, what: 'meeting of the others', seenBy: ['buyer2', 'seller2', 'interpreter2'] },
    { id: w.request.id, what: 'meeting request', seenBy: ['buyer', 'seller'] },
    { id: w.deal.id, what: 'transaction', seenBy: ['buyer', 'seller'] },
    { id: w.contract.id, what: 'contract', seenBy: ['buyer', 'seller'] },
    { id: w.travel.id, what: 'travel', seenBy: ['buyer'] },
    { id: w.assignment.id, what: 'assignment', seenBy: ['volunteer'] },
    { id: w.note.id, what: 'interpreter note', seenBy: ['interpreter'] },
    { id: w.voiceNote.id, what: 'voice note', seenBy: ['buyer', 'seller', 'interpreter'] },
    { id: w.wish.id, what: 'wish', seenBy: ['buyer'] },
    { id: w.notification.id, what: 'notification', seenBy: ['buyer'] },
    { id: w.thread.id, what: 'conversation', seenBy: ['buyer', 'seller', 'interpreter'] },
    { id: w.message.id, what: 'message', seenBy: ['buyer', 'seller', 'interpreter'] },
    { id: w.report.id, what: 'message report', seenBy: [] },
    { id: w.helpDesk.id, what: 'help desk', seenBy: ['buyer'] },
    { id: w.question.id, what: 'help desk question', seenBy: ['buyer'] },
    {
      id: w.project.id,
      what: 'project',
      seenBy: ['buyer', 'seller', 'interpreter', 'volunteer', 'buyer2', 'seller2', 'interpreter2', 'volunteer2'],
    },
  ];
}
