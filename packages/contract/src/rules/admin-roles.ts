/**
 * The console's team (decision 036): every operator has a role, and what a role may do is this one
 * table. The server checks it on every admin route (a route declares the permission it needs; a route
 * that declares none is the owner's alone), and the console hides what the signed-in role cannot do.
 */
export const ADMIN_ROLES = ['owner', 'operator', 'support', 'read-only'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner',
  operator: 'Operator',
  support: 'Support',
  'read-only': 'Read-only',
};

/** Each permission and the roles that hold it. */
export const ADMIN_PERMISSIONS = {
  /** See every screen and list (dashboard, characters, orders, users, audit log). */
  'console.read': ['owner', 'operator', 'support', 'read-only'],
  /** Approve, reject or edit characters; vote settings. */
  'characters.review': ['owner', 'operator'],
  /**
   * Delete a character, whatever its stage (decision 063): the owner's alone, as its stages go with
   * it. A character that paid supports, orders or entries hold is refused to everyone (409); an
   * operator turns a submission down by rejecting it.
   */
  'characters.delete': ['owner'],
  /** Hide, restore or delete comments. */
  'comments.moderate': ['owner', 'operator', 'support'],
  /** Start, change and end campaigns and sales (dates, stages), upload their images. */
  'campaigns.manage': ['owner', 'operator'],
  /** Create or change the prices of crowdfunding tiers and sale specs. */
  'prices.edit': ['owner', 'operator'],
  /** Ship orders. */
  'orders.ship': ['owner', 'operator', 'support'],
  /** Refund orders (fully or partly). */
  'orders.refund': ['owner', 'operator'],
  /** Create and change raffles. */
  'raffles.manage': ['owner', 'operator'],
  /** Sign a shopper out everywhere, suspend or restore an account. */
  'users.manage': ['owner', 'operator', 'support'],
  /** Add or remove a shopper's diamonds or tickets (with a reason). */
  'wallet.adjust': ['owner', 'operator'],
  /** Reconcile payments with the provider. */
  'payments.reconcile': ['owner', 'operator'],
  /** Edit banners, the FAQ and legal pages (the store's words). */
  'content.edit': ['owner', 'operator'],
  /** Platform settings. */
  'settings.edit': ['owner'],
  /** Invite, change the role of or remove team members. */
  'team.manage': ['owner'],
} as const satisfies Record<string, readonly AdminRole[]>;

export type AdminPermission = keyof typeof ADMIN_PERMISSIONS;
export const ADMIN_PERMISSION_NAMES = Object.keys(ADMIN_PERMISSIONS) as AdminPermission[];

export const adminCan = (role: AdminRole | null | undefined, permission: AdminPermission): boolean =>
  !!role && (ADMIN_PERMISSIONS[permission] as readonly AdminRole[]).includes(role);

/** Every permission a role holds (the console's auth state carries it). */
export const permissionsOf = (role: AdminRole): AdminPermission[] => ADMIN_PERMISSION_NAMES.filter((p) => adminCan(role, p));

/**
 * What an admin route needs: a permission, `signed-in` (any team member, even before their second
 * factor is set up: the auth state and the second-factor routes) or `public` (sign-in, accepting an
 * invitation). A route that declares nothing is the owner's alone.
 */
export type AdminRouteAccess = AdminPermission | 'signed-in' | 'public';

/** How long an invitation link is good for. */
export const ADMIN_INVITATION_TTL_HOURS = 72;
