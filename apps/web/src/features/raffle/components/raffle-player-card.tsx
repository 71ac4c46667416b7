import { RAFFLE_MIN_AGE } from '@pedestal/contract/rules/raffle';
import { HeartHandshake } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { handleError } from '@/lib/handle-error';
import { formatNumber } from '@/lib/format';
import { i18next } from '@/i18n';
import { useRafflePlayer, useUpdateRafflePlayer } from '../api/raffle-player';

/**
 * Play responsibly (decision 039): the date of birth paid entries need (given once), and the
 * monthly diamond limit the shopper sets for themselves, with what they spent this month.
 */
export function RafflePlayerCard() {
  const player = useRafflePlayer(true);
  const update = useUpdateRafflePlayer();
  const [birthDate, setBirthDate] = useState('');
  const [limit, setLimit] = useState<string | null>(null);
  if (!player.data) return null;
  const { data } = player;
  const saveBirthDate = (e: FormEvent) => {
    e.preventDefault();
    if (birthDate) update.mutate({ birthDate }, { onError: handleError });
  };
  const saveLimit = (e: FormEvent) => {
    e.preventDefault();
    const value = (limit ?? '').trim();
    update.mutate({ monthlyDiamondLimit: value === '' ? null : Number(value) }, { onError: handleError, onSuccess: () => setLimit(null) });
  };
  return (
    <section className="space-y-4 rounded-3xl bg-white p-4 shadow-sm" aria-labelledby="raffle-player-title">
      <h2 id="raffle-player-title" className="flex items-center gap-1.5 text-base font-bold text-neutral-900">
        <HeartHandshake className="size-4.5 text-brand-500" aria-hidden /> {i18next.t('raffle.playResponsibly')}
      </h2>
      {data.birthDate === null ? (
        <form onSubmit={saveBirthDate} className="flex items-end gap-2">
          <Field
            label={i18next.t('raffle.dateOfBirth')}
            hint={i18next.t('raffle.dateOfBirthHint', { age: RAFFLE_MIN_AGE })}
            className="flex-1"
          >
            {(props) => <Input {...props} type="date" value={birthDate} onChange={(e) => setBirthDate(e.target.value)} required />}
          </Field>
          <Button type="submit" variant="secondary" loading={update.isPending} className="mb-6">
            {i18next.t('raffle.confirm')}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-neutral-700" data-testid="raffle-age">
          {data.adult ? i18next.t('raffle.adultConfirmed') : i18next.t('raffle.minorFreeOnly', { age: RAFFLE_MIN_AGE })}
        </p>
      )}
      <form onSubmit={saveLimit} className="flex items-end gap-2">
        <Field
          label={i18next.t('raffle.monthlyLimit')}
          hint={i18next.t('raffle.spentThisMonth', { count: data.spentThisMonth, n: formatNumber(data.spentThisMonth) })}
          className="flex-1"
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              placeholder={i18next.t('raffle.noLimit')}
              value={limit ?? (data.monthlyDiamondLimit === null ? '' : String(data.monthlyDiamondLimit))}
              onChange={(e) => setLimit(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={update.isPending} className="mb-6">
          {i18next.t('raffle.saveLimit')}
        </Button>
      </form>
    </section>
  );
}
