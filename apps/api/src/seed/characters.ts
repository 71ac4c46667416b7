import { CROWDFUNDING_TIERS, DEFAULT_SETTINGS, dollarsToCents, type CharacterPhase, type Gender } from '@pedestal/contract';
import { DEMO_WEIGHTS } from './shipping';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { PhaseSource } from '../domain/extension-points';
import { createUser } from '../modules/account';
import { refreshCharacterPhase } from '../modules/character';
import { characterCollects, characters } from '../modules/character/schema';
import { refreshContributors } from '../modules/contributor';
import { contributorSnapshots } from '../modules/contributor/schema';
import { crowdfundings, crowdfundingSpecs } from '../modules/crowdfunding/schema';
import { sendMessages } from '../modules/message';
import { saleSpecs, sales } from '../modules/shop/schema';
import { voteContributorSource } from '../modules/vote';
import { voteRecords, votes } from '../modules/vote/schema';
import { markdownToSafeHtml } from '../platform/markdown';
import { characterArtSvg } from './artwork';

type Stage = CharacterPhase | 'pending' | 'rejected';
/** name, genre, gender, creator, stage, whether the demo user submitted it. */
type Entry = [string, string, Gender, string, Stage, boolean?];

export const CATALOGUE: Entry[] = [
  ['Aria of the Lantern', 'Manga', 'female', 'Mika Sato', 'vote-active', true],
  ['Captain Brass', 'Western', 'male', 'Dale Hooper', 'vote-active'],
  ['Neko Shrine Keeper', 'Anime', 'female', 'Yui Tanaka', 'vote-active'],
  ['The Paper Samurai', 'Manga', 'male', 'Kenji Mori', 'vote-active'],
  ['Velvet Moth', 'Doujinshi', 'female', 'Circle Lumen', 'vote-active'],
  ['Rust & Rivet', 'Western', 'other', 'Ana Ruiz', 'vote-active'],
  ['Star Courier Pip', 'Anime', 'male', 'Studio Kite', 'vote-active'],
  ['Frostbloom Witch', 'Manga,Anime', 'female', 'Rin Aoki', 'vote-active'],
  ['Gravel the Golem', 'Western', 'other', 'Tom Becker', 'vote-active'],
  ['Tea House Oni', 'Doujinshi,Manga', 'male', 'Circle Yomi', 'vote-active'],
  ['Skylark Pilot', 'Anime', 'female', 'Studio Kite', 'vote-active'],
  ['Midnight Librarian', 'Manga', 'female', 'Sora Ito', 'vote-active'],
  ['Comet Hound', 'Western', 'male', 'Lena Park', 'vote-negotiation'],
  ['Koi Pond Guardian', 'Anime', 'female', 'Hiro Sato', 'vote-negotiation'],
  ['Mecha Chef Bolt', 'Anime,Western', 'male', 'Max Ortega', 'vote-negotiation'],
  ['Hollow Knight-Errant', 'Doujinshi', 'other', 'Circle Ash', 'vote-failed'],
  ['Sunflower Ranger', 'Western', 'female', 'Gwen Hale', 'crowdfunding-active', true],
  ['Thunder Drummer Raiden', 'Manga', 'male', 'Taro Kimura', 'crowdfunding-active'],
  ['Pearl Diver Mako', 'Anime', 'female', 'Aya Mori', 'crowdfunding-active'],
  ['Clockwork Fox', 'Doujinshi', 'other', 'Circle Gear', 'crowdfunding-active'],
  ['Desert Bard', 'Western', 'male', 'Omar Haddad', 'crowdfunding-active'],
  ['Sakura Swordswoman', 'Manga', 'female', 'Emi Ueda', 'crowdfunding-success'],
  ['Nova Idol Lumi', 'Anime', 'female', 'Studio Prism', 'crowdfunding-success'],
  ['Iron Prairie Marshal', 'Western', 'male', 'Jack Dunn', 'crowdfunding-success'],
  ['Bubblegum Alchemist', 'Doujinshi', 'female', 'Circle Fizz', 'crowdfunding-failed'],
  ['Moonlit Tanuki', 'Manga', 'other', 'Kazu Noda', 'crowdfunding-failed'],
  ['Crimson Kitsune', 'Anime', 'female', 'Studio Ember', 'pre-sale'],
  ['Glacier Paladin', 'Western', 'male', 'Nora Lind', 'pre-sale'],
  ['Spellbook Kid', 'Manga', 'male', 'Aki Hara', 'pre-sale'],
  ['Lotus Dancer', 'Doujinshi', 'female', 'Circle Lotus', 'pre-sale'],
  ['Robo Ronin', 'Anime,Manga', 'male', 'Goro Sato', 'sale'],
  ['Honey Bee Knight', 'Western', 'female', 'Beth Cole', 'sale'],
  ['Shadow Puppeteer', 'Doujinshi', 'other', 'Circle Mask', 'sale'],
  ['Magical Grocer Mimi', 'Anime', 'female', 'Studio Basket', 'sale'],
  ['Stormcaller Yuki', 'Manga', 'female', 'Demo Collector', 'pending', true],
  ['Pixel Paladin', 'Western', 'male', 'Demo Collector', 'rejected', true],
];

const SEED_FANS = ['Hana', 'Leo', 'Mira', 'Oscar', 'Tomo', 'Zara'];
const DAY = 86_400_000;
const VOTE_TARGET = DEFAULT_SETTINGS.defaultVoteCountTarget;
const FUNDING_TARGET_CENTS = DEFAULT_SETTINGS.defaultCrowdfundingCountTarget * 100;
/** Days since submission by phase, so every stage's history lies in the past and open campaigns end in the future. */
const AGE_DAYS: Record<Stage, number> = {
  pending: 0.5,
  rejected: 3,
  'vote-active': 2,
  'vote-negotiation': 40,
  'vote-failed': 50,
  'crowdfunding-active': 70,
  'crowdfunding-success': 130,
  'crowdfunding-failed': 140,
  'pre-sale': 220,
  sale: 240,
};
const stageOf = (phase: Stage) =>
  phase.startsWith('vote')
    ? 'vote'
    : phase.startsWith('crowdfunding')
      ? 'crowdfunding'
      : phase === 'pre-sale' || phase === 'sale'
        ? 'sale'
        : 'review';

/**
 * Every illustration and product photo of the demo catalogue, drawn when asked. No words in the
 * pictures: the store prints names and genres beside them in the shopper's language (issue 27).
 */
export function characterArtJobs(): { key: string; svg: () => string }[] {
  return CATALOGUE.flatMap(([name, genre, gender, , phase], i) => {
    const who = { name, genre, gender, index: i };
    const list = [{ key: `seed/character-${i}.webp`, svg: () => characterArtSvg(who, { framing: 'poster' }) }];
    if (stageOf(phase) !== 'vote' && stageOf(phase) !== 'review')
      list.push({ key: `seed/figure-${i}.webp`, svg: () => characterArtSvg(who, { framing: 'figure' }) });
    return list;
  });
}

/**
 * The demo catalogue: characters in every phase with votes, campaigns, figurines and specs, a
 * few fans who voted and collected, and the demo user's own pending and rejected submissions.
 */
export async function seedCharacters(tx: Tx, phaseSources: readonly PhaseSource[], art: Map<string, string>, demoId: string, now: Date) {
  const fans: string[] = [];
  for (const nickname of SEED_FANS) fans.push(await createUser(tx, { username: `fan_${nickname.toLowerCase()}`, nickname }));
  const voters = [demoId, ...fans];

  const seenInPhase = new Map<Stage, number>();
  for (const [i, [name, genre, gender, creatorName, phase, byDemo]] of CATALOGUE.entries()) {
    const k = seenInPhase.get(phase) ?? 0;
    seenInPhase.set(phase, k + 1);
    const createdAt = new Date(now.getTime() - (AGE_DAYS[phase] + k * 2.5) * DAY);
    const approvedAt = new Date(createdAt.getTime() + DAY);
    const reviewed = phase !== 'pending' && phase !== 'rejected';
    const [row] = await tx
      .insert(characters)
      .values({
        userId: byDemo ? demoId : fans[i % fans.length]!,
        name,
        gender,
        description: `${name} is an original character by ${creatorName}. Fans love the design, the story and the little details that would make a great figurine.`,
        creatorName,
        creatorWebsite: `https://example.com/${creatorName.toLowerCase().replace(/[^a-z]+/g, '-')}`,
        illustration: art.get(`seed/character-${i}.webp`)!,
        genre,
        note: 'Submitted with the creator’s blessing for the demo catalogue.',
        status: reviewed ? 'approved' : phase,
        rejectReason: phase === 'rejected' ? 'The illustration is too small to judge the design. Please upload a larger image.' : null,
        approvedAt: reviewed ? approvedAt : null,
        countView: reviewed ? 120 + ((i * 7919) % 24_000) : 0,
        countCollect: reviewed ? (i * 131) % 1_800 : 0,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: characters.id });
    const id = row!.id;
    if (!reviewed) continue;

    const stage = stageOf(phase);
    const ended = stage !== 'vote' || phase !== 'vote-active';
    const countCurrent = phase === 'vote-active' ? 40 + ((i * 173) % 900) : phase === 'vote-failed' ? 420 : VOTE_TARGET;
    const [vote] = await tx
      .insert(votes)
      .values({
        characterId: id,
        status: ended ? 'ended' : 'active',
        countCurrent,
        countTarget: VOTE_TARGET,
        negotiation: phase === 'vote-negotiation' ? 'in_progress' : stage === 'vote' ? null : 'succeeded',
        startedAt: approvedAt,
        endedAt: ended ? new Date(approvedAt.getTime() + 5 * DAY) : null,
      })
      .returning({ id: votes.id });
    // Records add up to the vote's count, split unevenly among the voters.
    const shares = voters.map((_, v) => (((i + 1) * (v + 3)) % 7) + 1);
    const total = shares.reduce((a, b) => a + b, 0);
    let left = countCurrent;
    const records = voters.map((userId, v) => {
      const count = v === voters.length - 1 ? left : Math.floor((countCurrent * shares[v]!) / total);
      left -= count;
      return { voteId: vote!.id, characterId: id, userId, count, createdAt: new Date(approvedAt.getTime() + v * 3_600_000) };
    });
    await tx.insert(voteRecords).values(records.filter((r) => r.count > 0));
    await tx.insert(characterCollects).values(voters.filter((_, v) => (i + v) % 3 === 0).map((userId) => ({ characterId: id, userId })));

    if (stage === 'crowdfunding' || stage === 'sale') await seedCampaign(tx, id, i, phase, approvedAt, now, art, voters);
    if (stage === 'sale') await seedSale(tx, id, i, name, phase, now, art);
    await refreshCharacterPhase(tx, phaseSources, id, now);
    await refreshContributors(tx, voteContributorSource, { characterId: id }, now);
  }
  // Badge counts stay believable and never below the real number of collections.
  await tx.execute(
    sql`update characters c set count_collect = count_collect + (select count(*) from character_collects cc where cc.character_id = c.id)`,
  );
  await sendMessages(tx, [
    {
      userId: demoId,
      kind: 'character_rejected',
      params: { name: 'Pixel Paladin', reason: 'The illustration is too small to judge the design' },
    },
    { userId: demoId, kind: 'character_approved', params: { name: 'Aria of the Lantern' } },
  ]);
}

async function seedCampaign(
  tx: Tx,
  id: string,
  i: number,
  phase: Stage,
  startedAt: Date,
  now: Date,
  art: Map<string, string>,
  backers: string[],
) {
  const status =
    phase === 'crowdfunding-active'
      ? 'active'
      : phase === 'crowdfunding-failed'
        ? 'failed'
        : phase === 'crowdfunding-success'
          ? 'success_pending'
          : 'ended';
  const progress = status === 'active' ? 0.15 + ((i * 37) % 80) / 100 : status === 'failed' ? 0.42 : 1.12;
  await tx.insert(crowdfundings).values({
    characterId: id,
    status,
    currentCents: Math.round(FUNDING_TARGET_CENTS * progress),
    targetCents: FUNDING_TARGET_CENTS,
    images: [art.get(`seed/figure-${i}.webp`)!, art.get(`seed/character-${i}.webp`)!],
    startedAt,
    // Active campaigns end in the future (12–51 days), so the demo always has campaigns to back.
    endAt: status === 'active' ? new Date(now.getTime() + (12 + ((i * 7) % 40)) * DAY) : new Date(startedAt.getTime() + 60 * DAY),
    finishedAt: status === 'active' ? null : new Date(startedAt.getTime() + 60 * DAY),
  });
  await tx.insert(crowdfundingSpecs).values(
    CROWDFUNDING_TIERS.map((t, k) => ({
      characterId: id,
      ...DEMO_TIER_TEXTS[k],
      priceCents: dollarsToCents(t.price),
      diamond: t.diamond,
    })),
  );
  // No support records exist yet, so the crowdfunding ranking is written as a snapshot.
  await tx.insert(contributorSnapshots).values(
    backers.map((userId, rank) => ({
      characterId: id,
      phase: 'crowdfunding' as const,
      userId,
      rank: rank + 1,
      countSupport: (backers.length - rank) * 5_000,
      refreshedAt: now,
    })),
  );
}

/** The demo campaigns' tiers as an operator would name them (the default tiers, cheapest first), and whether they ship. */
const DEMO_TIER_TEXTS = [
  // Decision 049: the Supporter tier ships nothing (no shipping, no tax); the figure tiers ship one parcel.
  { name: 'Supporter', rewards: 'Your name in the figure’s thank-you card and a digital wallpaper.', ships: false },
  { name: 'Early bird', rewards: 'The Standard Edition figure at the backer price, shipped first.', ships: true, weightGrams: 900 },
  { name: 'Collector', rewards: 'The Deluxe Edition figure, a signed art card and an acrylic stand.', ships: true, weightGrams: 1400 },
];

/** What the demo figures are made of: the specification table of every demo spec. */
const demoDetails = (name: string, deluxe: boolean, i: number) => ({
  // The maker's release month (decision 046): a few months out, the same for both editions.
  releaseMonth: `2027-${String((i % 9) + 2).padStart(2, '0')}`,
  scale: '1/7',
  heightMm: 240,
  material: 'PVC, ABS',
  sculptor: 'Pedestal Studio',
  manufacturer: 'Pedestal Works',
  contents: deluxe ? `${name} figure, display stand, two interchangeable faces, art card, acrylic stand` : `${name} figure, display stand`,
});

/** The demo figures' descriptions in both languages (decision 046), written as the console writes them. */
const demoDescriptions = (name: string) => {
  const en = `**${name}** as a 1/7 scale PVC figure, about 24 cm tall with its base.\n\n- Hand-painted details\n- Two interchangeable faces\n- A themed display stand`;
  const zh = `**${name}** 1/7 比例 PVC 手办，连底座高约 24 厘米。\n\n- 手工涂装细节\n- 两款可替换表情\n- 主题展示底座`;
  const descriptions = { en: { markdown: en, html: markdownToSafeHtml(en) }, 'zh-CN': { markdown: zh, html: markdownToSafeHtml(zh) } };
  return { descriptions, content: descriptions.en.html };
};

async function seedSale(tx: Tx, id: string, i: number, name: string, phase: Stage, now: Date, art: Map<string, string>) {
  const preSale = phase === 'pre-sale';
  const salePriceCents = 6_999 + (i % 5) * 1_000;
  await tx.insert(sales).values({
    characterId: id,
    status: 'active',
    salePriceCents,
    preSalePriceCents: salePriceCents - 1_500,
    preSaleCount: 40 + i * 3,
    preSaleEndAt: preSale ? new Date(now.getTime() + (5 + (i % 9)) * DAY + 7 * 3_600_000) : new Date(now.getTime() - (3 + (i % 5)) * DAY),
    saleCount: preSale ? 0 : 60 + i * 5,
    ...demoDescriptions(name),
    images: [art.get(`seed/figure-${i}.webp`)!, art.get(`seed/character-${i}.webp`)!],
    startedAt: new Date(now.getTime() - (preSale ? 20 : 45) * DAY),
  });
  await tx.insert(saleSpecs).values([
    {
      characterId: id,
      title: 'Standard Edition',
      image: art.get(`seed/figure-${i}.webp`)!,
      description: 'Figure with display stand.',
      descriptions: { en: 'Figure with display stand.', 'zh-CN': '手办本体及展示底座。' },
      details: demoDetails(name, false, i),
      priceCents: salePriceCents,
      preSalePriceCents: salePriceCents - 1_500,
      stock: 80 + i,
      weightGrams: DEMO_WEIGHTS.standard,
    },
    {
      characterId: id,
      title: 'Deluxe Edition',
      image: art.get(`seed/character-${i}.webp`)!,
      description: 'Figure, two extra faces, art card and acrylic stand.',
      descriptions: { en: 'Figure, two extra faces, art card and acrylic stand.', 'zh-CN': '手办本体、两款替换表情、美术卡及亚克力立牌。' },
      details: demoDetails(name, true, i),
      priceCents: salePriceCents + 3_000,
      preSalePriceCents: salePriceCents + 1_500,
      stock: i % 4 === 0 ? 0 : 12,
      weightGrams: DEMO_WEIGHTS.deluxe,
    },
  ]);
}
