import { ADMIN_PERMISSION_NAMES, ADMIN_ROLES, adminCan, type AdminPermission, type AdminRole } from '@pedestal/contract';
import { newId } from '../../db/ids';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, addAddress, buy, makeAdmin, makeUser, openSale, payOrder } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { EMAIL_QUEUE } from '../notification';
import { emailOutbox } from '../notification/schema';

const FAKE = newId();

/**
 * One route per permission, called with an id that exists nowhere: a role that holds the permission
 * gets past the check (404, 400…), a role that does not meets `permission-denied` (403). Routes with
 * an effect on the outside world are only called where the role is refused.
 */
const ROUTES: Record<AdminPermission, { method: string; path: string; body?: unknown; refusedOnly?: boolean }> = {
  'console.read': { method: 'GET', path: '/api/admin/dashboard' },
  'characters.review': { method: 'GET', path: `/api/admin/character/approve/${FAKE}` },
  'characters.delete': { method: 'DELETE', path: `/api/admin/character/${FAKE}` },
  'comments.moderate': { method: 'PUT', path: `/api/admin/comment/${FAKE}/hide` },
  'campaigns.manage': { method: 'GET', path: `/api/admin/character/start-crowdfunding/${FAKE}` },
  'prices.edit': { method: 'PUT', path: `/api/admin/sale-spec/${FAKE}`, body: { title: 'x' } },
  'orders.ship': { method: 'POST', path: `/api/admin/order/figurine/${FAKE}/ship`, body: { trackingNo: 'SF1' } },
  'orders.refund': { method: 'POST', path: `/api/admin/order/figurine/${FAKE}/refund`, body: {} },
  'raffles.manage': { method: 'PUT', path: `/api/admin/raffle/${FAKE}`, body: { status: 'ended' } },
  'users.manage': { method: 'POST', path: `/api/admin/user/revoke-sessions/${FAKE}` },
  'wallet.adjust': {
    method: 'POST',
    path: `/api/admin/user/adjust-balance/${FAKE}`,
    body: { currency: 'diamond', delta: 5, reason: 'goodwill gesture' },
  },
  'payments.reconcile': { method: 'POST', path: '/api/admin/payment/reconcile', body: {}, refusedOnly: true },
  'content.edit': { method: 'DELETE', path: `/api/admin/banner/${FAKE}` },
  'settings.edit': { method: 'PUT', path: '/api/admin/system/setting', body: {} },
  'team.manage': { method: 'GET', path: '/api/admin/team' },
};

describe('the console team: roles and permissions (decision 036)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeAdmin>>;
  const byRole = {} as Record<AdminRole, Awaited<ReturnType<typeof makeAdmin>>>;
  beforeAll(async () => {
    t = await startTestApp({
      // An admin route added without a permission: the owner's alone.
      routes: (app) => app.get('/api/admin/undeclared-test-route', async () => ({ data: true })),
    });
    owner = await makeAdmin(t.ctx, 'owner');
    for (const role of ADMIN_ROLES) byRole[role] = role === 'owner' ? owner : await makeAdmin(t.ctx, role);
  });
  afterAll(() => t.close());

  it('checks every permission of the contract’s table on the server, for every role', async () => {
    for (const permission of ADMIN_PERMISSION_NAMES) {
      const route = ROUTES[permission];
      for (const role of ADMIN_ROLES) {
        const allowed = adminCan(role, permission);
        if (allowed && route.refusedOnly) continue;
        const res = await t.http.request(route.method, route.path, { body: route.body, token: byRole[role].token });
        const label = `${role} ${permission} ${route.method} ${route.path}`;
        if (allowed) expect(res.status, label).not.toBe(403);
        else {
          expect(res.status, label).toBe(403);
          expect(res.body, label).toMatchObject({
            type: '/api/problems/permission-denied',
            code: '40104',
            params: { role, permission },
          });
        }
      }
    }
  });

  it('keeps a route that declares no permission to the owner (default-deny)', async () => {
    expect((await t.http.get('/api/admin/undeclared-test-route', owner.token)).status).toBe(200);
    for (const role of ['operator', 'support', 'read-only'] as const) {
      const res = await t.http.get('/api/admin/undeclared-test-route', byRole[role].token);
      expect(res.status).toBe(403);
      expect(res.body.type).toBe('/api/problems/permission-denied');
    }
    expect((await t.http.get('/api/admin/undeclared-test-route')).status).toBe(401);
  });

  it('tells the console the role and its permissions', async () => {
    const res = await t.http.get('/api/admin/auth/state', byRole.support.token);
    expect(res.body.data).toMatchObject({ role: 'support' });
    expect(res.body.data.permissions).toEqual(ADMIN_PERMISSION_NAMES.filter((p) => adminCan('support', p)));
    expect(res.body.data.permissions).toContain('orders.ship');
    expect(res.body.data.permissions).not.toContain('orders.refund');
  });

  it('invites a support agent by email, who joins, ships an order and is refused its refund; every row names its person', async () => {
    const email = `agent_${newId().slice(0, 6)}@example.test`;
    const invited = await t.http.post('/api/admin/team/invite', { email, role: 'support' }, owner.token);
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.data).toMatchObject({ email, role: 'support' });
    // The link goes through the outbox, and its code is in no table but the email's.
    const [mail] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail).toMatchObject({ kind: 'admin_invitation', userId: null });
    await t.ctx.jobs.drain([EMAIL_QUEUE]);
    const sent = t.ctx.mailbox!.list().find((m) => m.to === email)!;
    const code = sent.text.match(/join\?code=([\w-]+)/)![1]!;
    expect(invited.body.data.url).toContain(code);

    // A second invitation to the same address is refused while the first is open.
    const again = await t.http.post('/api/admin/team/invite', { email, role: 'operator' }, owner.token);
    expect(again.status).toBe(400);
    expect(again.body.type).toBe('/api/problems/admin-email-taken');
    // Only the owner invites.
    const byOperator = await t.http.post('/api/admin/team/invite', { email: 'x@example.test', role: 'owner' }, byRole.operator.token);
    expect(byOperator.status).toBe(403);

    expect((await t.http.get(`/api/admin/team/invitation?code=${code}`)).body.data).toMatchObject({ email, role: 'support' });
    const username = `agent_${newId().slice(0, 6)}`;
    const joined = await t.http.post('/api/admin/team/join', { code, username, password: 'agent-password-1' });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data).toMatchObject({ username, role: 'support', secondFactor: { enrolled: false } });
    // The link is good once.
    const reused = await t.http.post('/api/admin/team/join', { code, username: `${username}2`, password: 'agent-password-1' });
    expect(reused.body.type).toBe('/api/problems/invitation-invalid');

    // Signs in with their own password.
    const signIn = await t.http.post('/api/admin/login/password', { username, password: 'agent-password-1' });
    expect(signIn.status).toBe(200);
    const agent = { id: signIn.body.data.id as string, token: signIn.body.meta.token as string };

    const shopper = await makeUser(t.ctx);
    await addAddress(t, shopper.id);
    const { specId } = await openSale(t, shopper.id);
    const orderId = await buy(t, shopper.token, specId);
    expect(await payOrder(t, shopper.token, orderId)).toBe('succeeded');

    const shipped = await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF100200' }, agent.token);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const refund = await t.http.post(`/api/admin/order/figurine/${orderId}/refund`, {}, agent.token);
    expect(refund.status).toBe(403);
    expect(refund.body).toMatchObject({
      type: '/api/problems/permission-denied',
      params: { role: 'support', permission: 'orders.refund' },
    });
    const price = await t.http.put(`/api/admin/sale-spec/${specId}`, { priceCents: 1 }, agent.token);
    expect(price.status).toBe(403);

    const rows = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, orderId));
    expect(rows.map((r) => [r.action, r.adminId])).toEqual([['figurine_order.ship', agent.id]]);
    const [join] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'team.join'), eq(auditLogs.adminId, agent.id)));
    expect(join?.detail).toMatchObject({ email, role: 'support', invitedBy: owner.id });
    const [invite] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'team.invite'), eq(auditLogs.adminId, owner.id)));
    expect(invite?.detail).toMatchObject({ email, role: 'support' });
    // The audit log answers who each row's person is.
    const log = await t.http.get(`/api/admin/audit/list?targetId=${orderId}`, owner.token);
    expect(log.body.data[0]).toMatchObject({ adminId: agent.id, adminUsername: username });
  });

  it('lets the owner change a role (effective at once) and remove a member (signed out, cannot sign in)', async () => {
    const member = await makeAdmin(t.ctx, 'read-only');
    expect((await t.http.post(`/api/admin/order/figurine/${FAKE}/ship`, { trackingNo: 'x' }, member.token)).status).toBe(403);
    const changed = await t.http.put(`/api/admin/team/${member.id}/role`, { role: 'support' }, owner.token);
    expect(changed.status).toBe(200);
    expect((await t.http.post(`/api/admin/order/figurine/${FAKE}/ship`, { trackingNo: 'x' }, member.token)).status).not.toBe(403);
    const team = await t.http.get('/api/admin/team', owner.token);
    expect(team.body.data.members.find((m: { id: string }) => m.id === member.id)).toMatchObject({ role: 'support' });

    const removed = await t.http.delete(`/api/admin/team/${member.id}`, owner.token);
    expect(removed.status).toBe(200);
    expect((await t.http.get('/api/admin/dashboard', member.token)).status).toBe(401);
    const signIn = await t.http.post('/api/admin/login/password', { username: member.username, password: TEST_PASSWORD });
    expect(signIn.status).toBe(401);
    const listed = await t.http.get('/api/admin/team', owner.token);
    expect(listed.body.data.members.map((m: { id: string }) => m.id)).not.toContain(member.id);
    const audit = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, member.id));
    expect(audit.map((a) => [a.action, a.adminId])).toEqual(
      expect.arrayContaining([
        ['team.change_role', owner.id],
        ['team.remove', owner.id],
      ]),
    );
  });
});

describe('the last owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lets one of two owners demoting each other at once through, and no owner change their own role', async () => {
    const a = await makeAdmin(t.ctx, 'owner');
    const b = await makeAdmin(t.ctx, 'owner');
    const own = await t.http.put(`/api/admin/team/${a.id}/role`, { role: 'operator' }, a.token);
    expect(own.body.type).toBe('/api/problems/own-team-account');
    const [x, y] = await Promise.all([
      t.http.put(`/api/admin/team/${b.id}/role`, { role: 'operator' }, a.token),
      t.http.put(`/api/admin/team/${a.id}/role`, { role: 'operator' }, b.token),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 403]);
    const team = (await t.http.get('/api/admin/team', (x.status === 200 ? a : b).token)).body.data.members as { role: string }[];
    expect(team.filter((m) => m.role === 'owner')).toHaveLength(1);
  });
});
