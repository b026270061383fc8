import type { Agent } from 'supertest';
import { Mailbox } from './utils/mailbox.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const IDEAS = {
  idea1: 'The hire I got wrong, and the interview question that would have caught it',
  idea2: 'Why our best engineers write fewer lines of code than anyone else',
  idea3: 'Three numbers I check every Monday before I open my inbox',
};

describe('sending a lead its 3 free post ideas', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let sequence = 0;

  async function newLead(name = `Lead ${++sequence}`) {
    const { id, email } = await t.submitLead({ name, email: `ideas${++sequence}@example.com` });
    // The lead's confirmation goes first, so the mailbox holds only what the ideas send.
    await t.mailsSettled();
    return { id, email };
  }

  const send = (id: number, body: Record<string, unknown> = IDEAS) =>
    admin.post(`/api/leads/${id}/ideas`).send(body);

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start() } });
    admin = await t.signedInAdmin();
  });

  afterAll(async () => {
    await t?.close();
    await mailbox.stop();
  });

  it('emails the 3 ideas to the lead', async () => {
    const { id, email } = await newLead('Ada Lovelace');
    await send(id).expect(200);

    const mail = await mailbox.waitFor(email, /^Your 3 free LinkedIn post ideas$/);
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain(`1. ${IDEAS.idea1}`);
    expect(mail.text).toContain(`2. ${IDEAS.idea2}`);
    expect(mail.text).toContain(`3. ${IDEAS.idea3}`);
    expect(mail.html).toContain('Three numbers I check every Monday');
  });

  it('keeps what was sent and when in the history, and the lead becomes contacted', async () => {
    const { id, email } = await newLead();
    const { body: lead } = await send(id, {
      idea1: `  ${IDEAS.idea1}  `,
      idea2: IDEAS.idea2,
      idea3: IDEAS.idea3,
    }).expect(200);

    expect(lead.status).toBe('contacted');
    expect(lead.activity.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'status_changed',
        description: 'Status changed from new to contacted',
      }),
      {
        id: expect.any(Number),
        kind: 'ideas_sent',
        description: `Sent 3 free post ideas to ${email}`,
        ideas: [IDEAS.idea1, IDEAS.idea2, IDEAS.idea3],
        actor: 'boss',
        createdAt: expect.any(String),
      },
    ]);
    // The other entries carry no ideas.
    expect(lead.activity.at(-1)).toMatchObject({ kind: 'created', ideas: null });
    // Still there on the next visit.
    expect((await admin.get(`/api/leads/${id}`).expect(200)).body.activity[1].ideas).toHaveLength(3);
  });

  it('clears the 24-hour overdue flag, on the list and on the board', async () => {
    const { id } = await newLead('Overdue Olive');
    await t.query(`update leads set created_at = now() - interval '25 hours' where id = $1`, [id]);
    const waiting = async () =>
      (await admin.get('/api/admin/board').expect(200)).body.leadsWaiting.map(
        (lead: { id: number }) => lead.id,
      );
    expect((await admin.get(`/api/leads/${id}`).expect(200)).body.isOverdue).toBe(true);
    expect(await waiting()).toContain(id);

    expect((await send(id).expect(200)).body.isOverdue).toBe(false);

    const { body: list } = await admin.get('/api/leads').query({ search: 'Overdue Olive' }).expect(200);
    expect(list.items[0]).toMatchObject({ id, status: 'contacted', isOverdue: false });
    expect(await waiting()).not.toContain(id);
  });

  it('sends a second set, keeping both, without another status change', async () => {
    const { id, email } = await newLead();
    await send(id).expect(200);
    const second = {
      idea1: 'A second idea, longer',
      idea2: 'Another second idea',
      idea3: 'The last one here',
    };
    const { body: lead } = await send(id, second).expect(200);

    const sent = lead.activity.filter((entry: { kind: string }) => entry.kind === 'ideas_sent');
    expect(sent.map((entry: { ideas: string[] }) => entry.ideas)).toEqual([
      Object.values(second),
      Object.values(IDEAS),
    ]);
    expect(lead.activity.filter((entry: { kind: string }) => entry.kind === 'status_changed')).toHaveLength(
      1,
    );
    await mailbox.waitFor(email, /^Your 3 free LinkedIn post ideas$/);
    await t.mailsSettled();
    expect(
      mailbox.messages.filter(
        (mail) => JSON.stringify(mail.to).includes(email) && /ideas$/.test(mail.subject!),
      ),
    ).toHaveLength(2);
  });

  it.each([
    ['a blank idea', { ...IDEAS, idea2: '   ' }, 'Idea 2 is required'],
    ['a missing idea', { idea1: IDEAS.idea1, idea2: IDEAS.idea2 }, 'Idea 3 is required'],
    ['a short idea', { ...IDEAS, idea1: 'Too short' }, 'Idea 1 must be at least 10 characters'],
    ['a long idea', { ...IDEAS, idea3: 'x'.repeat(1001) }, 'Idea 3 must be at most 1000 characters'],
    ['a fourth idea', { ...IDEAS, idea4: 'One too many ideas' }, "Unknown field 'idea4' is not allowed"],
  ])(
    'refuses %s with a 400 naming the field, sending and recording nothing',
    async (_case, body, message) => {
      const { id, email } = await newLead();
      expect((await send(id, body).expect(400)).body.message).toBe(message);
      const [{ count }] = await t.query<{ count: string }>(
        `select count(*) from lead_activities where lead_id = $1 and kind = 'ideas_sent'`,
        [id],
      );
      expect(count).toBe('0');
      expect(await t.query('select status from leads where id = $1', [id])).toEqual([{ status: 'new' }]);
      expect(
        mailbox.messages.some(
          (mail) => JSON.stringify(mail.to).includes(email) && /ideas$/.test(mail.subject!),
        ),
      ).toBe(false);
    },
  );

  it('answers 404 for an unknown lead and 409 for an archived one', async () => {
    expect((await send(999999).expect(404)).body.message).toBe('Lead not found');
    const { id } = await newLead();
    await t.query(`update leads set status = 'archived' where id = $1`, [id]);
    expect((await send(id).expect(409)).body.message).toBe(
      'This lead is archived: restore it before sending it ideas',
    );
  });

  it('answers 401 without a session and 403 to a client', async () => {
    const { id } = await newLead();
    const client = t.agent();
    await client
      .post('/api/client/register')
      .send({
        username: 'curious',
        email: 'curious@example.com',
        password: 'plum-ladder-orbit-42',
        firstName: 'C',
        lastName: 'U',
      })
      .expect(201);
    await t.agent().post(`/api/leads/${id}/ideas`).send(IDEAS).expect(401);
    await client.post(`/api/leads/${id}/ideas`).send(IDEAS).expect(403);
    expect(await t.query('select status from leads where id = $1', [id])).toEqual([{ status: 'new' }]);
  });
});
