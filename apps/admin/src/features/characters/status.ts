import type { CharacterCard } from '@pedestal/contract';
import type { Tone } from '@admin/components/ui';

export function statusTone(c: Pick<CharacterCard, 'status' | 'phase'>): Tone {
  if (c.status === 'rejected') return 'red';
  if (c.status === 'pending') return 'amber';
  if (c.phase?.startsWith('sale') || c.phase === 'pre-sale') return 'green';
  if (c.phase?.startsWith('crowdfunding')) return 'sky';
  return 'indigo';
}
