import {
  ArticleCategory,
  ArticleInputSchema,
  BannerInputSchema,
  type AdminArticle,
  type AdminBanner,
  type ContentLanguage,
} from '@pedestal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditableList } from '@admin/components/editable-list';
import { uploadImage } from '@admin/components/image-upload';
import { Alert, Badge, Button, Dialog, Empty, PageHeader, SelectField, TextArea, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { dateTime } from '@admin/lib/format';
import { validate, type FieldErrors } from '@admin/lib/forms';

const keys = { banners: ['admin', 'content', 'banners'] as const, articles: ['admin', 'content', 'articles'] as const };
const LANGUAGES: { code: ContentLanguage; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'zh-CN', label: '简体中文' },
];
const CATEGORY_LABELS: Record<(typeof ArticleCategory)[number], string> = {
  faq: 'FAQ',
  'legal:terms-of-use': 'Terms of use',
  'legal:privacy-policy': 'Privacy policy',
  'legal:submission-rules': 'Submission rules',
  'legal:custom-service': 'Customer service',
};
/** An ISO instant as a datetime-local value (the operator's clock) and back. */
const toLocal = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null);

type BannerForm = {
  placement: 'home' | 'figurine';
  image: string;
  link: string;
  sort: string;
  startsAt: string;
  endsAt: string;
  texts: Record<ContentLanguage, { title: string; text: string }>;
};
const emptyBanner: BannerForm = {
  placement: 'home',
  image: '',
  link: '/',
  sort: '0',
  startsAt: '',
  endsAt: '',
  texts: { en: { title: '', text: '' }, 'zh-CN': { title: '', text: '' } },
};
const bannerForm = (b: AdminBanner): BannerForm => ({
  placement: b.placement,
  image: b.image,
  link: b.link,
  sort: String(b.sort),
  startsAt: toLocal(b.startsAt),
  endsAt: toLocal(b.endsAt),
  texts: { en: b.texts.en, 'zh-CN': b.texts['zh-CN'] ?? { title: '', text: '' } },
});

/** One banner's form: art, link, order, schedule and its words in English and Chinese. */
function BannerDialog({ banner, onClose, onSaved }: { banner: AdminBanner | null; onClose: () => void; onSaved: () => void }) {
  const [form, setForm] = useState<BannerForm>(banner ? bannerForm(banner) : emptyBanner);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const save = useMutation({
    mutationFn: (body: unknown) => (banner ? api.put(`admin/banner/${banner.id}`, body) : api.post('admin/banner', body)),
    onSuccess: () => (onSaved(), onClose()),
  });
  const text = (l: ContentLanguage, field: 'title' | 'text', value: string) =>
    setForm((f) => ({ ...f, texts: { ...f.texts, [l]: { ...f.texts[l], [field]: value } } }));
  const submit = () => {
    const zh = form.texts['zh-CN'];
    const checked = validate(BannerInputSchema, {
      placement: form.placement,
      image: form.image,
      link: form.link,
      sort: Number(form.sort) || 0,
      startsAt: fromLocal(form.startsAt),
      endsAt: fromLocal(form.endsAt),
      texts: { en: form.texts.en, ...(zh.title || zh.text ? { 'zh-CN': zh } : {}) },
    });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  };
  return (
    <Dialog
      open
      wide
      title={banner ? 'Edit banner' : 'New banner'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} busy={save.isPending || uploading}>
            Save banner
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Where"
          value={form.placement}
          onChange={(e) => setForm({ ...form, placement: e.target.value as BannerForm['placement'] })}
          options={[
            { value: 'home', label: 'Home page' },
            { value: 'figurine', label: 'Figurine shop' },
          ]}
          error={errors.placement}
        />
        <TextField label="Link" value={form.link} error={errors.link} onChange={(e) => setForm({ ...form, link: e.target.value })} />
        <TextField label="Order" type="number" min={0} value={form.sort} onChange={(e) => setForm({ ...form, sort: e.target.value })} />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Image (art without words)
          <input
            type="file"
            accept="image/*"
            className="text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setUploading(true);
              void uploadImage(file)
                .then((image) => setForm((f) => ({ ...f, image })))
                .finally(() => setUploading(false));
            }}
          />
          {form.image ? <span className="truncate text-xs text-slate-600">{form.image}</span> : null}
          {errors.image ? <span className="text-xs text-red-700">{errors.image}</span> : null}
        </label>
        <TextField
          label="Show from"
          type="datetime-local"
          value={form.startsAt}
          onChange={(e) => setForm({ ...form, startsAt: e.target.value })}
        />
        <TextField
          label="Show until"
          type="datetime-local"
          value={form.endsAt}
          error={errors.endsAt}
          onChange={(e) => setForm({ ...form, endsAt: e.target.value })}
        />
        {LANGUAGES.map((l) => (
          <fieldset key={l.code} className="flex flex-col gap-2 rounded-md p-3 ring-1 ring-slate-200">
            <legend className="px-1 text-sm font-semibold text-slate-900">{l.label}</legend>
            <TextField
              label={`Title (${l.label})`}
              lang={l.code}
              value={form.texts[l.code].title}
              maxLength={80}
              error={errors[`texts.${l.code}.title`]}
              onChange={(e) => text(l.code, 'title', e.target.value)}
            />
            <TextField
              label={`Line (${l.label})`}
              lang={l.code}
              value={form.texts[l.code].text}
              maxLength={160}
              error={errors[`texts.${l.code}.text`]}
              onChange={(e) => text(l.code, 'text', e.target.value)}
            />
          </fieldset>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">
        The words are set over the art in the shopper’s language; without a Chinese text, Chinese shoppers read the English.
      </p>
      {save.error ? <Alert>{errorMessage(save.error)}</Alert> : null}
    </Dialog>
  );
}

function BannersTab() {
  return (
    <EditableList<AdminBanner>
      title="Banners"
      caption="Banners"
      noun="banner"
      path="admin/banner"
      queryKey={keys.banners}
      headers={['Where', 'Order', 'English', '简体中文', 'Link', 'Shown']}
      name={(b) => b.texts.en.title}
      empty={<Empty title="No banner yet" />}
      cells={(b) => (
        <>
          <td className="px-3 py-2">{b.placement === 'home' ? 'Home' : 'Shop'}</td>
          <td className="px-3 py-2 tabular-nums">{b.sort}</td>
          <td className="px-3 py-2">{b.texts.en.title}</td>
          <td className="px-3 py-2" lang="zh-CN">
            {b.texts['zh-CN']?.title ?? <Badge tone="amber">Not translated</Badge>}
          </td>
          <td className="px-3 py-2 font-mono text-xs">{b.link}</td>
          <td className="px-3 py-2 text-xs">
            {b.startsAt || b.endsAt
              ? `${b.startsAt ? dateTime(b.startsAt) : 'now'} → ${b.endsAt ? dateTime(b.endsAt) : 'no end'}`
              : 'Always'}
          </td>
        </>
      )}
      editor={({ item, onClose, onSaved }) => <BannerDialog banner={item} onClose={onClose} onSaved={onSaved} />}
      removeText={(b) => <p>“{b.texts.en.title}” leaves the store at once, in both languages.</p>}
    />
  );
}

/** An article's form: where it shows, its language, title and Markdown text. */
function ArticleDialog({ article, onClose, onSaved }: { article: AdminArticle | null; onClose: () => void; onSaved: () => void }) {
  const [form, setForm] = useState({
    category: article?.category ?? 'faq',
    language: article?.language ?? 'en',
    title: article?.title ?? '',
    markdown: article?.markdown ?? '',
    sort: String(article?.sort ?? 0),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: unknown) => (article ? api.put(`admin/article/${article.id}`, body) : api.post('admin/article', body)),
    onSuccess: () => (onSaved(), onClose()),
  });
  return (
    <Dialog
      open
      wide
      title={article ? 'Edit article' : 'New article'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            busy={save.isPending}
            onClick={() => {
              const checked = validate(ArticleInputSchema, { ...form, sort: Number(form.sort) || 0 });
              setErrors(checked.errors ?? {});
              if (checked.data) save.mutate(checked.data);
            }}
          >
            Save article
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-3 gap-3">
        <SelectField
          label="Page"
          value={form.category}
          onChange={(e) => setForm({ ...form, category: e.target.value })}
          options={ArticleCategory.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
        />
        <SelectField
          label="Language"
          value={form.language}
          onChange={(e) => setForm({ ...form, language: e.target.value as ContentLanguage })}
          options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
        />
        <TextField label="Order" type="number" min={0} value={form.sort} onChange={(e) => setForm({ ...form, sort: e.target.value })} />
      </div>
      <div className="mt-3 flex flex-col gap-3">
        <TextField
          label="Title"
          lang={form.language}
          value={form.title}
          error={errors.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
        <TextArea
          label="Text (Markdown)"
          lang={form.language}
          value={form.markdown}
          error={errors.markdown}
          onChange={(e) => setForm({ ...form, markdown: e.target.value })}
        />
        <p className="text-xs text-slate-600">
          Markdown: **bold**, *italic*, [links](https://…), lists, headings. Scripts, styles and embedded frames are removed when saved.
        </p>
      </div>
      {save.error ? <Alert>{errorMessage(save.error)}</Alert> : null}
    </Dialog>
  );
}

function ArticlesTab() {
  return (
    <EditableList<AdminArticle>
      title="FAQ and legal pages"
      caption="Articles"
      noun="article"
      path="admin/article"
      queryKey={keys.articles}
      headers={['Page', 'Language', 'Order', 'Title']}
      name={(a) => a.title}
      empty={<Empty title="No article yet">Legal pages show their built-in text until one is written here.</Empty>}
      cells={(a) => (
        <>
          <td className="px-3 py-2">{CATEGORY_LABELS[a.category as keyof typeof CATEGORY_LABELS] ?? a.category}</td>
          <td className="px-3 py-2">{LANGUAGES.find((l) => l.code === a.language)?.label}</td>
          <td className="px-3 py-2 tabular-nums">{a.sort}</td>
          <td className="px-3 py-2" lang={a.language}>
            {a.title}
          </td>
        </>
      )}
      editor={({ item, onClose, onSaved }) => <ArticleDialog article={item} onClose={onClose} onSaved={onSaved} />}
      removeText={(a) => <p>“{a.title}” leaves the store at once. A legal page goes back to its built-in text.</p>}
    />
  );
}

/** Banners, the FAQ and legal pages, written in English and 简体中文 (issue 28 #6). */
export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'articles' ? 'articles' : 'banners';
  return (
    <>
      <PageHeader title="Content" description="What the store shows in both languages: each shopper reads their own." />
      <div role="tablist" aria-label="Content" className="mb-4 flex gap-2">
        {(
          [
            ['banners', 'Banners'],
            ['articles', 'FAQ and legal pages'],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setParams(id === 'banners' ? {} : { tab: id })}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab === id ? 'bg-indigo-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab === 'banners' ? 'Banners' : 'FAQ and legal pages'}>
        {tab === 'banners' ? <BannersTab /> : <ArticlesTab />}
      </div>
    </>
  );
}
