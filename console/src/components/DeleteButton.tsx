import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { ApiError } from '../lib/api';
import { useAction } from '../lib/use-action';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorMessage } from './ErrorMessage';

interface Props {
  /** What is deleted, for the button's accessible name ("Delete project Launch video"). */
  what: string;
  /** The button's visible words: say what goes ("Delete chapter"), not just "Delete". */
  label?: string;
  class?: string;
  title: string;
  children: ComponentChildren;
  /** The API call; `force` is true once the user confirmed again after a 409 (an asset in use). */
  remove: (force: boolean) => Promise<void>;
  onDeleted: () => void;
}

/**
 * Deleting asks first (a modal confirmation whose focused button is Cancel). When the API refuses with 409, its
 * reason and hint are shown in the dialog, which then offers to delete anyway (`?force=true`).
 */
export function DeleteButton({ what, label = 'Delete', class: className, title, children, remove, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<ApiError>();
  const { busy, error, act } = useAction(async (force: boolean) => {
    try {
      await remove(force);
    } catch (err) {
      if ((err as ApiError).code === 'CONFLICT' && !force) {
        setRefused(err as ApiError);
        return;
      }
      throw err;
    }
    setOpen(false);
    onDeleted();
  });
  const close = () => {
    setOpen(false);
    setRefused(undefined);
  };
  return (
    <>
      <button type="button" class={`danger small ${className ?? ''}`} aria-label={`Delete ${what}`} disabled={busy} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={busy ? 'Deleting…' : refused ? 'Delete anyway' : 'Delete'}
        cancelLabel="Cancel"
        onConfirm={() => void act(Boolean(refused))}
        onCancel={close}
      >
        {children}
        <ErrorMessage error={refused} title="In use" />
        <ErrorMessage error={error} title="Not deleted" />
      </ConfirmDialog>
    </>
  );
}
