import { Button } from '@admin/components/ui';
import { errorMessage } from '@admin/lib/api';

/** A settings card's Save button, with the server's refusal or "Saved" beside it. */
export function SaveBar({ busy, error, saved }: { busy: boolean; error: unknown; saved: boolean }) {
  return (
    <div className="flex items-center justify-end gap-3">
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(error)}
        </p>
      ) : saved ? (
        <p role="status" className="text-sm text-emerald-800">
          Saved
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        Save
      </Button>
    </div>
  );
}
