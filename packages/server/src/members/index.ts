// The members' door: the trim job forgets expired sessions and reset links, and the demo makes its
// member area; a form's submission reads whether a member area protects its page.
export {
  areasProtecting,
  deleteExpiredMemberPasswordResets,
  deleteExpiredMemberSessions,
  insertArea,
  replaceProtections,
} from './repository.ts';
