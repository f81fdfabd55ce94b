import { useEffect, useState } from 'react';
import { ConflictDialog, type ConflictChoice } from './conflict-dialog.js';
import { EditLinkDialog, type NewEditLink } from './edit-link-dialog.js';
import { planSync, usePlanSync } from './plan-sync-instance.js';
import { SaveBarView } from './save-bar-view.js';

/** The planner's save bar with its dialogs: the new edit link, and the choice after a conflict. */
export function SaveBar() {
  const snapshot = usePlanSync();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [newLink, setNewLink] = useState<NewEditLink | null>(null);
  const [conflictOpen, setConflictOpen] = useState(false);
  const [choosing, setChoosing] = useState<ConflictChoice | null>(null);
  const [conflictFailure, setConflictFailure] = useState<string | null>(null);
  const inConflict = snapshot.sync.phase === 'conflict';

  // The dialog opens by itself when a save meets a newer copy; closed, the bar keeps a button to reopen it.
  useEffect(() => {
    setConflictOpen(inConflict);
    setConflictFailure(null);
  }, [inConflict]);

  const save = async () => {
    setCreating(true);
    setFailure(null);
    const outcome = await planSync.createLink();
    setCreating(false);
    if (outcome.ok) setNewLink(outcome);
    else setFailure(outcome.message);
  };

  const choose = async (choice: ConflictChoice) => {
    setChoosing(choice);
    setConflictFailure(null);
    if (choice === 'reload') {
      const outcome = await planSync.reloadSaved();
      setChoosing(null);
      if (!outcome.ok) setConflictFailure(outcome.message);
      return;
    }
    const outcome = await planSync.createLink();
    setChoosing(null);
    if (outcome.ok) {
      setConflictOpen(false);
      setNewLink(outcome);
    } else setConflictFailure(outcome.message);
  };

  return (
    <>
      <SaveBarView
        snapshot={snapshot}
        creating={creating}
        failure={failure}
        onSave={() => void save()}
        onRetryNow={() => planSync.retryNow()}
        onResolveConflict={() => setConflictOpen(true)}
      />
      <EditLinkDialog link={newLink} onClose={() => setNewLink(null)} />
      <ConflictDialog
        open={conflictOpen && inConflict}
        onOpenChange={setConflictOpen}
        pending={choosing}
        failure={conflictFailure}
        onChoose={(choice) => void choose(choice)}
      />
    </>
  );
}
