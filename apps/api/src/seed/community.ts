import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../modules/account/schema';
import { characters } from '../modules/character/schema';
import { characterLikes, comments, communityCounts } from '../modules/community/schema';

const LINES = [
  'The colour palette is gorgeous, I would put this on my desk right away.',
  'Voted! Would love a version with an alternate pose.',
  'The details on the outfit are amazing. More sketches at https://example.com/sketches?',
  'This one deserves to be made. Sharing with my friends.',
];
const REPLIES = ['Thank you so much for the support!', 'Thanks! More sketches are coming soon.'];

/**
 * Demo likes and a short conversation under each public character (the submitter answers the
 * first comment). Counters are written from the rows, so they match them exactly.
 */
export async function seedCommunity(tx: Tx, now: Date) {
  const people = await tx.select({ id: users.id }).from(users).orderBy(users.createdAt);
  const listed = await tx
    .select({ id: characters.id, userId: characters.userId })
    .from(characters)
    .where(eq(characters.status, 'approved'))
    .orderBy(characters.createdAt);
  for (const [i, c] of listed.entries()) {
    const likers = people.filter((_, p) => (i + p) % 2 === 0);
    if (likers.length) await tx.insert(characterLikes).values(likers.map((u) => ({ characterId: c.id, userId: u.id })));
    const authors = people.filter((u) => u.id !== c.userId).slice(i % 3, (i % 3) + 1 + (i % 3));
    for (const [k, author] of authors.entries()) {
      const createdAt = new Date(now.getTime() - (i + 1) * 3_600_000 - k * 600_000);
      const [top] = await tx
        .insert(comments)
        .values({ characterId: c.id, userId: author.id, body: LINES[(i + k) % LINES.length]!, createdAt })
        .returning({ id: comments.id });
      if (k === 0) {
        await tx.insert(comments).values({
          characterId: c.id,
          userId: c.userId,
          parentId: top!.id,
          body: REPLIES[i % REPLIES.length]!,
          createdAt: new Date(createdAt.getTime() + 900_000),
        });
        await tx.update(comments).set({ replyCount: 1 }).where(eq(comments.id, top!.id));
      }
    }
  }
  await tx.execute(sql`insert into ${communityCounts} (character_id, count_like, count_comment)
    select c.id,
      (select count(*) from ${characterLikes} l where l.character_id = c.id),
      (select count(*) from ${comments} m where m.character_id = c.id and m.hidden_at is null)
    from ${characters} c where c.status = 'approved'`);
}
