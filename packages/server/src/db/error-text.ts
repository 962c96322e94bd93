// An error's message as a row keeps it (a job's, an outbox mail's last_error): cut short, so a huge
// stack or an SMTP server's long answer cannot bloat the table.

const MAX_ERROR_LENGTH = 4000;

export function clipError(message: string): string {
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}
