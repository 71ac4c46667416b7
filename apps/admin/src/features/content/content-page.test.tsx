import type { AdminArticle, AdminBanner } from '@pedestal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog } from '@admin/testing/screen-helpers';

const aBanner = (o: Partial<AdminBanner> = {}): AdminBanner => ({
  id: 'banner-1',
  placement: 'home',
  image: '/uploads/b/art.webp',
  link: '/vote/list',
  texts: { en: { title: 'Vote now', text: 'Three votes a day' } },
  sort: 0,
  startsAt: null,
  endsAt: null,
  ...o,
});

describe('content: banners, FAQ and legal pages in both languages', () => {
  it('lists banners with their English and Chinese titles, marking an untranslated one', async () => {
    renderConsole('/content', {
      api: [
        mockApi.get('admin/banner', [
          aBanner(),
          aBanner({ id: 'b2', texts: { en: { title: 'Shop', text: '' }, 'zh-CN': { title: '商店', text: '' } } }),
        ]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Banners' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].slice(0, 4).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Home', '0', 'Vote now', 'Not translated'],
      ['Home', '0', 'Shop', '商店'],
    ]);
  });

  it('edits a banner’s words in English and Chinese, its order and schedule, checked before sending', async () => {
    const put = mockApi.put('admin/banner/:id', aBanner());
    const { user } = renderConsole('/content', { api: [mockApi.get('admin/banner', [aBanner()]), put] });
    await user.click(await screen.findByRole('button', { name: 'Edit banner Vote now' }));
    const dialog = await findDialog('Edit banner');
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    expect(within(dialog).getByText('link must be a path of the store (/…) or an https address')).toBeTruthy();
    expect(put.calls).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), '/crowdfunding/list');
    await user.clear(within(dialog).getByLabelText('Title (English)'));
    await user.type(within(dialog).getByLabelText('Title (English)'), 'Back a figure');
    await user.type(within(dialog).getByLabelText('Title (简体中文)'), '支持一款手办');
    await user.type(within(dialog).getByLabelText('Line (简体中文)'), '众筹进行中');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    await dialogClosed();
    expect(put.calls[0]!.path).toBe('/api/admin/banner/banner-1');
    expect(put.calls[0]!.body).toEqual({
      placement: 'home',
      image: '/uploads/b/art.webp',
      link: '/crowdfunding/list',
      sort: 3,
      startsAt: null,
      endsAt: null,
      texts: { en: { title: 'Back a figure', text: 'Three votes a day' }, 'zh-CN': { title: '支持一款手办', text: '众筹进行中' } },
    });
  });

  it('writes a legal page in Chinese as Markdown and shows a server refusal', async () => {
    const post = mockApi.post('admin/article', problem(400, 'The text is required'));
    const list: AdminArticle[] = [];
    const { user } = renderConsole('/content?tab=articles', { api: [mockApi.get('admin/article', list), post] });
    expect(await screen.findByText('No article yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New article' }));
    const dialog = await findDialog('New article');
    await user.selectOptions(within(dialog).getByLabelText('Page'), 'Terms of use');
    await user.selectOptions(within(dialog).getByLabelText('Language'), '简体中文');
    await user.type(within(dialog).getByLabelText('Title'), '使用条款');
    await user.click(within(dialog).getByRole('button', { name: 'Save article' }));
    expect(within(dialog).getByText('The text is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Text (Markdown)'), '请**友善**。');
    await user.click(within(dialog).getByRole('button', { name: 'Save article' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The text is required');
    expect(post.calls[0]!.body).toEqual({
      category: 'legal:terms-of-use',
      language: 'zh-CN',
      title: '使用条款',
      markdown: '请**友善**。',
      sort: 0,
    });
  });
});
