import type { CurrentUser } from '../auth/authenticate';

/**
 * Who sent edits to each open document since its last save: the revision a
 * save writes names them (the last one to edit is its author).
 */
export class EditorLog {
  private readonly editors = new Map<string, Map<string, CurrentUser>>();

  noted(documentName: string, user: CurrentUser): void {
    let users = this.editors.get(documentName);
    if (!users) this.editors.set(documentName, (users = new Map()));
    users.delete(user.id); // re-inserted last: the latest editor ends the list
    users.set(user.id, user);
  }

  /** The editors since the last call, cleared; put them back with `restore` if the save fails. */
  take(documentName: string): CurrentUser[] {
    const users = [...(this.editors.get(documentName)?.values() ?? [])];
    this.editors.delete(documentName);
    return users;
  }

  restore(documentName: string, users: CurrentUser[]): void {
    const later = this.take(documentName);
    for (const user of [...users, ...later]) this.noted(documentName, user);
  }

  forget(documentName: string): void {
    this.editors.delete(documentName);
  }
}
