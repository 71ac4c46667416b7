import { screen, waitFor, within } from '@testing-library/react';

/** The body rows of a table (named by its caption) once the mocked API has filled it, each as its cells' text. */
export async function findRows(caption: string) {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: caption });
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => within(r).queryAllByRole('cell').length > 0);
    if (rows.length === 0) throw new Error(`The table "${caption}" has no rows yet`);
    return rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  });
}

/** An open dialog, found by its title. */
export const findDialog = (title: string | RegExp) => screen.findByRole('dialog', { name: title });

/** Resolves once no dialog is open (after a confirmed action closes its dialog). */
export const dialogClosed = () =>
  waitFor(() => {
    if (screen.queryByRole('dialog')) throw new Error('A dialog is still open');
  });

/** jsdom's Blob has no text(); its FileReader reads one. */
export const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
