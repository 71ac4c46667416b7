import { Link } from 'react-router';

/**
 * A shopper's account as the console shows a person (issue 39): their name linking to the account,
 * their email beneath; the bare id only when the answer could not name them.
 */
export function AccountLink({ id, user }: { id: string; user: { username: string; email: string | null } | null | undefined }) {
  if (!user)
    return (
      <Link className="font-mono text-xs hover:underline" to={`/users/${id}`}>
        {id}
      </Link>
    );
  return (
    <span className="flex flex-col items-start">
      <Link className="font-medium text-slate-900 hover:underline" to={`/users/${id}`}>
        {user.username}
      </Link>
      {user.email && <span className="text-xs text-slate-600">{user.email}</span>}
    </span>
  );
}
