import { PRE_SALE_DEFAULTS, StartPreSaleInputSchema, type CharacterDetail, type StartPreSaleInput } from '@pedestal/contract';
import { useState } from 'react';
import { ConfirmDialog, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { num, validate, type FieldErrors } from '@admin/lib/forms';
import { DescriptionFields, type Descriptions } from './description-fields';

/** Opens the figurine page at a sale price, with a pre-sale price for the first days. */
export function StartPreSaleDialog({
  c,
  open,
  onClose,
  onDone,
}: {
  c: CharacterDetail;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [pre, setPre] = useState({
    salePrice: String(PRE_SALE_DEFAULTS.salePrice),
    preSalePrice: '',
    preSaleDays: String(PRE_SALE_DEFAULTS.preSaleDays),
  });
  const [descriptions, setDescriptions] = useState<Descriptions>({ en: '', 'zh-CN': '' });
  const [preErrors, setPreErrors] = useState<FieldErrors>({});
  // The POST form of the start: prices and the description in each language, in one transaction (decision 046).
  const startPre = useCharacterAction((body: StartPreSaleInput) => api.post(`admin/character/start-pre-sale/${c.id}`, body));
  const close = () => {
    startPre.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Start the pre-sale of ${c.name}?`}
      confirmLabel="Start pre-sale"
      busy={startPre.isPending}
      error={startPre.error}
      onClose={close}
      onConfirm={() => {
        const checked = validate(StartPreSaleInputSchema, {
          salePrice: num(pre.salePrice),
          preSalePrice: num(pre.preSalePrice),
          preSaleDays: num(pre.preSaleDays),
          descriptions,
        });
        setPreErrors(checked.errors ?? {});
        if (checked.data)
          startPre.mutate(checked.data, {
            onSuccess: () => {
              startPre.reset();
              onDone('Pre-sale started.');
            },
          });
      }}
    >
      <p>
        The figurine page opens in the store with the campaign's images. Until the pre-sale ends, the pre-sale price applies; then the sale
        price.
      </p>
      <div className="grid grid-cols-3 gap-3">
        <TextField
          label="Sale price ($)"
          type="number"
          min={1}
          value={pre.salePrice}
          error={preErrors.salePrice}
          onChange={(e) => setPre({ ...pre, salePrice: e.target.value })}
        />
        <TextField
          label="Pre-sale price ($)"
          type="number"
          min={1}
          placeholder={`${Math.round(Number(pre.salePrice) * PRE_SALE_DEFAULTS.preSaleDiscount * 100) / 100 || ''}`}
          value={pre.preSalePrice}
          error={preErrors.preSalePrice}
          onChange={(e) => setPre({ ...pre, preSalePrice: e.target.value })}
        />
        <TextField
          label="Pre-sale days"
          type="number"
          min={1}
          max={365}
          value={pre.preSaleDays}
          error={preErrors.preSaleDays}
          onChange={(e) => setPre({ ...pre, preSaleDays: e.target.value })}
        />
      </div>
      <DescriptionFields value={descriptions} onChange={setDescriptions} errors={preErrors} />
    </ConfirmDialog>
  );
}
