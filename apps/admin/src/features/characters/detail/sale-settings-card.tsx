import { AdminSaleInputSchema, type CharacterDetail } from '@pedestal/contract';
import { useState, type FormEvent } from 'react';
import { ImagesField } from '@admin/components/image-upload';
import { Badge, Card, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { num, validate, type FieldErrors } from '@admin/lib/forms';
import { DescriptionFields, type Descriptions } from './description-fields';
import { fromLocalInput, toLocalInput } from './local-time';
import { SaveBar } from './save-bar';

/** The sale's prices, the pre-sale's end, the sale images and the description in both languages. */
export function SaleSettingsCard({ c }: { c: CharacterDetail }) {
  const sale = c.sale!;
  const [form, setForm] = useState({
    salePrice: String(sale.salePrice),
    preSalePrice: sale.preSalePrice === null ? '' : String(sale.preSalePrice),
    preSaleEndAt: toLocalInput(sale.preSaleEndAt),
  });
  const [images, setImages] = useState(sale.images);
  const saved = sale.descriptions ?? { en: '', 'zh-CN': '' };
  const [descriptions, setDescriptions] = useState<Descriptions>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) => api.put(`admin/sale/${c.id}`, body));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(AdminSaleInputSchema, {
      salePrice: num(form.salePrice),
      preSalePrice: form.preSalePrice ? num(form.preSalePrice) : null,
      preSaleEndAt: fromLocalInput(form.preSaleEndAt) ?? null,
      ...(images.join() !== sale.images.join() ? { images } : {}),
      // Only a language that changed is sent (each edit is audited with what it replaced).
      ...(descriptions.en !== saved.en || descriptions['zh-CN'] !== saved['zh-CN']
        ? {
            descriptions: {
              ...(descriptions.en !== saved.en ? { en: descriptions.en } : {}),
              ...(descriptions['zh-CN'] !== saved['zh-CN'] ? { 'zh-CN': descriptions['zh-CN'] } : {}),
            },
          }
        : {}),
    });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  };
  return (
    <Card title="Sale" actions={<Badge tone="green">{c.displayStatus}</Badge>}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {sale.preSaleCount} pre-ordered · {sale.saleCount} sold. Clear the pre-sale end to sell at the sale price only.
        </p>
        <div className="grid grid-cols-3 gap-4">
          <TextField
            label="Sale price ($)"
            type="number"
            min={1}
            value={form.salePrice}
            error={errors.salePrice}
            onChange={(e) => setForm({ ...form, salePrice: e.target.value })}
          />
          <TextField
            label="Pre-sale price ($)"
            type="number"
            min={1}
            value={form.preSalePrice}
            error={errors.preSalePrice}
            onChange={(e) => setForm({ ...form, preSalePrice: e.target.value })}
          />
          <TextField
            label="Pre-sale ends at"
            type="datetime-local"
            value={form.preSaleEndAt}
            error={errors.preSaleEndAt}
            onChange={(e) => setForm({ ...form, preSaleEndAt: e.target.value })}
          />
        </div>
        <ImagesField label="Sale images" value={images} onChange={setImages} error={errors.images} />
        <DescriptionFields value={descriptions} onChange={setDescriptions} errors={errors} />
        <SaveBar busy={save.isPending} error={save.error} saved={save.isSuccess} />
      </form>
    </Card>
  );
}
