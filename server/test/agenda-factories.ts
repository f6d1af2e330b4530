// An exhibition for the agenda and badge tests: people with Korean, Chinese, Japanese and Latin
// names, each signed in, and meetings over two days, one of them cancelled and one the
// interpreter may not see yet.
import type { Role } from '../../core/roles.ts';
import { addParticipant, makeMeeting, makeProject, makeUser, signedIn, signIn } from './factories.ts';
import type { TestApp } from './harness.ts';

export async function agendaFixture(app: TestApp) {
  const project = await makeProject(app, { name: '서울 B2B 엑스포', location: 'COEX Hall C' });
  const admin = await signedIn(app, 'admin');
  const person = async (role: Role, fullName: string, companyName: string, country: string) => {
    const user = await makeUser(app, { role, fullName, companyName, fields: { country } });
    await addParticipant(app, project.id, user.profile);
    return { ...user, id: user.profile.id, cookie: await signIn(app, user.email) };
  };
  const minjun = await person('buyer', '김민준', '한강식품', 'Korea');
  const emily = await person('buyer', 'Emily Stone', 'Stone Imports', 'USA');
  const wei = await person('seller', '王伟', '上海贸易有限公司', 'China');
  const ana = await person('seller', 'Ana Souza', 'Amazonia Ltda.', 'Brazil');
  const hanako = await person('interpreter', '山田花子', '', 'Japan');
  const dohyun = await person('volunteer', 'Kang Do-hyun', '', 'Korea');
  const base = { projectId: project.id };
  const withWei = await makeMeeting(app, {
    ...base,
    buyerId: minjun.id,
    sellerId: wei.id,
    interpreterId: hanako.id,
    meetingDate: '2030-05-01',
    startTime: '09:00',
    endTime: '10:00',
    location: 'Hall A, Table 7',
    status: 'confirmed',
  });
  const withAna = await makeMeeting(app, {
    ...base,
    buyerId: minjun.id,
    sellerId: ana.id,
    meetingDate: '2030-05-02',
    startTime: '10:00',
    endTime: '11:00',
    location: 'Table 3',
  });
  const cancelled = await makeMeeting(app, {
    ...base,
    buyerId: emily.id,
    sellerId: wei.id,
    meetingDate: '2030-05-01',
    startTime: '11:00',
    endTime: '12:00',
    location: 'Table 9',
    status: 'cancelled',
  });
  // Scheduled, not confirmed: on the buyer's and seller's agendas, not yet on the interpreter's.
  const unconfirmed = await makeMeeting(app, {
    ...base,
    buyerId: emily.id,
    sellerId: ana.id,
    interpreterId: hanako.id,
    meetingDate: '2030-05-01',
    startTime: '13:00',
    endTime: '14:00',
    location: 'Table 4',
  });
  return {
    project,
    admin,
    people: { minjun, emily, wei, ana, hanako, dohyun },
    meetings: { withWei, withAna, cancelled, unconfirmed },
  };
}
