import { SaleSpecFormSchema, type SaleSpecDetails } from '@pedestal/contract';
import { useState, type FormEvent } from 'react';
import { ImagesField } from '@admin/components/image-upload';
import { Alert, Button, Dialog, TextArea, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { num, validate, type FieldErrors } from '@admin/lib/forms';

export interface SaleSpec {
  id: string;
  title: string;
  image: string | null;
  description: string;
  /** The short description per language (decision 051; '' when not written). */
  descriptions?: { en: string; 'zh-CN': string };
  price: number;
  preSalePrice: number | null;
  stock: number;
  limitPerAccount: number | null;
  /** Issue 29: the estimated ship month (`2027-03`) and the delays that moved it. */
  shipMonth: string | null;
  delays: { id: string; fromMonth: string; toMonth: string; reason: string; needsConsent: boolean; createdAt: string }[];
  details: SaleSpecDetails;
  /** The weight of one boxed unit (issue 31: shipping rates by weight). */
  weightGrams: number;
  status: string;
}

/** The specification table's fields, in the order the figurine page shows them. */
const detailFields = [
  { key: 'scale', label: 'Scale', placeholder: 'e.g. 1/7', maxLength: 20 },
  { key: 'heightMm', label: 'Height (mm)', placeholder: 'e.g. 240', type: 'number' },
  { key: 'material', label: 'Material', placeholder: 'e.g. PVC, ABS', maxLength: 120 },
  { key: 'sculptor', label: 'Sculptor', maxLength: 120 },
  { key: 'manufacturer', label: 'Manufacturer', maxLength: 120 },
] as const;
type DetailForm = Record<(typeof detailFields)[number]['key'] | 'contents' | 'releaseMonth', string>;
const detailsForm = (d: SaleSpecDetails = {}): DetailForm => ({
  scale: d.scale ?? '',
  heightMm: d.heightMm === undefined ? '' : String(d.heightMm),
  material: d.material ?? '',
  sculptor: d.sculptor ?? '',
  manufacturer: d.manufacturer ?? '',
  contents: d.contents ?? '',
  releaseMonth: d.releaseMonth ?? '',
});
/** Empty fields are left out: the page shows only what was given. */
const detailsValue = (f: DetailForm) =>
  Object.fromEntries(Object.entries({ ...f, heightMm: num(f.heightMm) }).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    unknown
  >;

const emptySpec = {
  title: '',
  descriptionEn: '',
  descriptionZh: '',
  price: '',
  preSalePrice: '',
  stock: '',
  limitPerAccount: '',
  shipMonth: '',
  weightGrams: '500',
  image: [] as string[],
  details: detailsForm(),
};

/** Adds a figurine spec to the sale, or edits one (spec given). */
export function FigurineSpecDialog({ characterId, spec, onClose }: { characterId: string; spec: SaleSpec | null; onClose: () => void }) {
  const [form, setForm] = useState(
    spec
      ? {
          title: spec.title,
          descriptionEn: spec.descriptions?.en ?? spec.description,
          descriptionZh: spec.descriptions?.['zh-CN'] ?? '',
          price: String(spec.price),
          preSalePrice: spec.preSalePrice === null ? '' : String(spec.preSalePrice),
          stock: String(spec.stock),
          limitPerAccount: spec.limitPerAccount === null ? '' : String(spec.limitPerAccount),
          shipMonth: spec.shipMonth ?? '',
          weightGrams: String(spec.weightGrams),
          image: spec.image ? [spec.image] : [],
          details: detailsForm(spec.details),
        }
      : emptySpec,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) =>
    spec ? api.put(`admin/sale-spec/${spec.id}`, body) : api.post(`admin/sale-spec/${characterId}`, body),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = {
      title: form.title,
      // Both languages each time: '' removes a language's text (decision 051); `description` is the English.
      description: form.descriptionEn,
      descriptions: { en: form.descriptionEn, 'zh-CN': form.descriptionZh },
      price: num(form.price),
      preSalePrice: form.preSalePrice ? num(form.preSalePrice) : null,
      stock: num(form.stock),
      limitPerAccount: form.limitPerAccount ? num(form.limitPerAccount) : null,
      // Once set, the month moves only by a recorded delay (which tells the buyers).
      ...(spec?.shipMonth ? {} : { shipMonth: form.shipMonth || null }),
      image: form.image[0] ?? null,
      details: detailsValue(form.details),
      // Empty is refused (not defaulted): an edit must never quietly reset a spec's weight.
      weightGrams: num(form.weightGrams) ?? NaN,
    };
    const checked = validate(SaleSpecFormSchema, values);
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data, { onSuccess: onClose });
  };
  return (
    <Dialog open title={spec ? `Edit ${spec.title}` : 'Add a figurine spec'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Title"
          value={form.title}
          error={errors.title}
          maxLength={255}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextArea
            label="Description (English)"
            maxLength={2000}
            value={form.descriptionEn}
            error={errors['descriptions.en']}
            onChange={(e) => setForm({ ...form, descriptionEn: e.target.value })}
          />
          <TextArea
            label="Description (简体中文)"
            lang="zh-CN"
            maxLength={2000}
            value={form.descriptionZh}
            error={errors['descriptions.zh-CN']}
            onChange={(e) => setForm({ ...form, descriptionZh: e.target.value })}
          />
        </div>
        <div className="grid grid-cols-4 gap-4">
          <TextField
            label="Price ($)"
            type="number"
            min={1}
            value={form.price}
            error={errors.price}
            onChange={(e) => setForm({ ...form, price: e.target.value })}
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
            label="Stock"
            type="number"
            min={1}
            value={form.stock}
            error={errors.stock}
            onChange={(e) => setForm({ ...form, stock: e.target.value })}
          />
          <TextField
            label="Limit per customer"
            type="number"
            min={1}
            max={99}
            placeholder="No limit"
            value={form.limitPerAccount}
            error={errors.limitPerAccount}
            onChange={(e) => setForm({ ...form, limitPerAccount: e.target.value })}
          />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Estimated ship month"
            placeholder="2027-03"
            value={form.shipMonth}
            error={errors.shipMonth}
            disabled={!!spec?.shipMonth}
            hint={
              spec?.shipMonth
                ? 'Set: use Record delay to move it (the buyers are told).'
                : 'When the figurine is expected to ship (YYYY-MM).'
            }
            onChange={(e) => setForm({ ...form, shipMonth: e.target.value })}
          />
          <TextField
            label="Weight (g)"
            type="number"
            min={0}
            max={100000}
            step={1}
            value={form.weightGrams}
            error={errors.weightGrams}
            hint="One boxed unit, in grams: shipping rates by weight add up the parcel."
            onChange={(e) => setForm({ ...form, weightGrams: e.target.value })}
          />
        </div>
        <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            Specification (shown to shoppers; leave empty what you do not know)
          </legend>
          <div className="grid grid-cols-3 gap-3">
            {detailFields.map((f) => (
              <TextField
                key={f.key}
                label={f.label}
                placeholder={'placeholder' in f ? f.placeholder : undefined}
                type={'type' in f ? f.type : 'text'}
                maxLength={'maxLength' in f ? f.maxLength : undefined}
                value={form.details[f.key]}
                error={errors[`details.${f.key}`]}
                onChange={(e) => setForm({ ...form, details: { ...form.details, [f.key]: e.target.value } })}
              />
            ))}
          </div>
          <TextField
            label="Release month"
            placeholder="2027-03"
            value={form.details.releaseMonth}
            error={errors['details.releaseMonth']}
            hint={
              spec?.shipMonth || form.shipMonth
                ? `The store shows the ship month (${spec?.shipMonth ?? form.shipMonth}) instead: it is what buyers are promised.`
                : "The maker's announced release (YYYY-MM); the ship month replaces it once set."
            }
            onChange={(e) => setForm({ ...form, details: { ...form.details, releaseMonth: e.target.value } })}
          />
          <TextArea
            label="In the box"
            placeholder="e.g. Figure, base, 2 alternate faces"
            maxLength={500}
            value={form.details.contents}
            error={errors['details.contents']}
            onChange={(e) => setForm({ ...form, details: { ...form.details, contents: e.target.value } })}
          />
        </fieldset>
        <ImagesField
          label="Spec image"
          value={form.image}
          min={0}
          max={1}
          onChange={(image) => setForm({ ...form, image })}
          error={errors.image}
        />
        {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            {spec ? 'Save spec' : 'Add spec'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
