// The members' door: the trim job forgets expired sessions and reset links, and the demo makes its
// member area.
export {
  deleteExpiredMemberPasswordResets,
  deleteExpiredMemberSessions,
  insertArea,
  replaceProtections,
} from './repository.ts';
