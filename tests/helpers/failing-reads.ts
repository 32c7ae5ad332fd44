/**
 * A database whose every read throws, and a logger that keeps the message of each error it is given:
 * for the services that must log a failed read and answer with an empty view rather than fail.
 */
export function failingReads() {
  const logged: string[] = [];
  const logger = { error: (_data: unknown, message: string) => logged.push(message) } as never;
  const down = () => {
    throw new Error("down");
  };
  const db = { select: down, selectDistinct: down } as never;
  return { db, logger, logged };
}
